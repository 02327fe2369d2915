/**
 * Our e-mailed sign-in and sign-up tokens, kept in better-auth's verification table under a hashed
 * identifier (verification.storeIdentifier 'hashed'): 32 random bytes, sign-in links valid 15 minutes,
 * sign-up links 24 hours, spent atomically by consumeVerificationValue (single use, even when two
 * requests race, and refused once expired).
 */
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { MAGIC_LINK_EXPIRY_H } from '@core/limits';
import type { Auth } from './better-auth';

export const SIGN_IN_LINK_EXPIRY_MIN = 15;
const SIGN_UP_LINK_EXPIRY_MIN = MAGIC_LINK_EXPIRY_H * 60;

export type MagicLinkIntent = 'login' | 'signup';

const MagicLinkRecord = z.object({
  email: z.string(),
  intent: z.enum(['login', 'signup']),
  redirect: z.string().nullable(),
});
export type MagicLinkRecord = z.infer<typeof MagicLinkRecord>;

const identifier = (token: string) => `sushi-magic-link:${token}`;

export async function createMagicLinkToken(options: { auth: Auth; record: MagicLinkRecord; now?: Date }): Promise<string> {
  const { auth, record } = options;
  const token = randomBytes(32).toString('base64url');
  const minutes = record.intent === 'signup' ? SIGN_UP_LINK_EXPIRY_MIN : SIGN_IN_LINK_EXPIRY_MIN;
  const now = options.now ?? new Date();
  const context = await auth.$context;
  await context.internalAdapter.createVerificationValue({
    identifier: identifier(token),
    value: JSON.stringify(record),
    expiresAt: new Date(now.getTime() + minutes * 60_000),
  });
  return token;
}

/** The token's record, deleting it; null when unknown, already spent or expired. */
export async function consumeMagicLinkToken(options: { auth: Auth; token: string }): Promise<MagicLinkRecord | null> {
  const context = await options.auth.$context;
  const row = await context.internalAdapter.consumeVerificationValue(identifier(options.token));
  if (!row) return null;
  try {
    const parsed = MagicLinkRecord.safeParse(JSON.parse(row.value));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
