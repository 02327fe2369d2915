/**
 * Every browser gets one guest session id, created once and kept in localStorage, so the server can
 * attach a cart to a visitor who has no account. It is sent as `x-guest-session` on every API call.
 */
const STORAGE_KEY = 'guest_session_id';

let memoryId: string | undefined;

function randomUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // crypto.randomUUID exists only in secure contexts; plain-http LAN testing still needs a v4 UUID.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function getGuestSessionId(): string {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    if (stored) return stored;
    const created = randomUuid();
    localStorage.setItem(STORAGE_KEY, created);
    return created;
  } catch {
    // Storage can be disabled (private mode, strict cookies): keep one id for this page's lifetime.
    memoryId ??= randomUuid();
    return memoryId;
  }
}
