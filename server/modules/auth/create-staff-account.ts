/**
 * Creates or promotes a staff account (npm run admin:create): the user is created if the address is new,
 * its password account (better-auth's 'credential' provider, scrypt hash) is set or replaced, and its
 * user_roles row takes the role. Running it again for the same address changes the password and role.
 */
import { z } from 'zod';
import { emailField } from '@core/schemas/fields';
import { NewPasswordInput } from '@core/schemas/auth';
import type { Db } from '../../db/client';
import { userRoles } from '../../db/schema/index';
import type { Auth } from './better-auth';
import { STAFF_ROLES, USERS_MESSAGES } from '@core/schemas/staff';

export const StaffAccountInput = z.object({
  email: emailField(),
  password: z.string(),
  role: z.enum(STAFF_ROLES, { error: USERS_MESSAGES.invalidRole }).default('admin'),
});
export type StaffAccountInput = z.input<typeof StaffAccountInput>;

export async function createStaffAccount(options: { auth: Auth; db: Db; input: StaffAccountInput }) {
  const input = StaffAccountInput.parse(options.input);
  NewPasswordInput.parse({ password: input.password, confirmation: input.password });
  const context = await options.auth.$context;
  const found = await context.internalAdapter.findUserByEmail(input.email);
  const user = found?.user ?? (await context.internalAdapter.createUser({ email: input.email, name: '', emailVerified: true }, { method: 'admin' }));
  const hash = await context.password.hash(input.password);
  const credential = (await context.internalAdapter.findAccounts(user.id)).find((a) => a.providerId === 'credential');
  if (credential) await context.internalAdapter.updatePassword(user.id, hash);
  else await context.internalAdapter.linkAccount({ userId: user.id, providerId: 'credential', accountId: user.id, password: hash });
  await options.db
    .insert(userRoles)
    .values({ user_id: user.id, role: input.role })
    .onConflictDoUpdate({ target: userRoles.user_id, set: { role: input.role } });
  return { userId: user.id, email: user.email, role: input.role, created: !found };
}
