/**
 * The e-mail change token: 32 random bytes kept in better-auth's verification table under a hashed
 * identifier, with the user and the new address, valid 24 hours, spent once.
 */
import { and, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { user } from '../../db/schema/index';

export const EMAIL_CHANGE_EXPIRY_MS = 24 * 3600 * 1000;
export const emailChangeIdentifier = (token: string) => `sushi-email-change:${token}`;
export const EmailChangeRecord = z.object({ userId: z.string(), email: z.string() });

/** True when another account already signs in with this address. */
export async function emailTaken(app: FastifyInstance, email: string, userId: string): Promise<boolean> {
  const [taken] = await app.database.db
    .select({ id: user.id })
    .from(user)
    .where(and(sql`lower(${user.email}) = ${email}`, ne(user.id, userId)))
    .limit(1);
  return Boolean(taken);
}
