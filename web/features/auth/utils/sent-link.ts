/** The address and intent of the last link sent, kept in session storage for the resend pages. */
import { readStored, STORAGE_KEYS, writeStored } from '../../../lib/auth-storage';
import type { MagicLinkIntent } from '../api/magic-link';

export interface SentLink {
  email: string | null;
  intent: MagicLinkIntent;
  sentAt: number | null;
}

export function readSentLink(): SentLink {
  const sentAt = Number(readStored(STORAGE_KEYS.magicLinkSentAt));
  return {
    email: readStored(STORAGE_KEYS.magicLinkEmail),
    intent: readStored(STORAGE_KEYS.magicLinkIntent) === 'signup' ? 'signup' : 'login',
    sentAt: Number.isFinite(sentAt) && sentAt > 0 ? sentAt : null,
  };
}

export function rememberSentLink(email: string, intent: MagicLinkIntent, sentAt = Date.now()): void {
  writeStored(STORAGE_KEYS.magicLinkEmail, email);
  writeStored(STORAGE_KEYS.magicLinkIntent, intent);
  writeStored(STORAGE_KEYS.magicLinkSentAt, String(sentAt));
}
