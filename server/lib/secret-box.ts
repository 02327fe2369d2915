/**
 * Secrets at rest: AES-256-GCM with the keys of SECRETS_KEY. A sealed value is one string,
 * `enc:v1:<keyId>:<iv>:<tag>:<ciphertext>` (base64 parts), so it fits the text columns and the jsonb
 * fields the secrets already live in. The first key encrypts; the others only decrypt (rotation: prepend
 * a new key, run secrets:rotate, then drop the old one). The prefix is authenticated with the ciphertext.
 * Without keys (the embedded default outside production) values are stored as given, unless the box is
 * told to refuse (production); a value that is not sealed is always read as is: secrets saved before
 * encryption keep working until re-sealed.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

export interface SecretKey {
  id: string;
  key: Buffer;
}

export interface SecretBox {
  /** True when values are really encrypted (SECRETS_KEY set). */
  readonly enabled: boolean;
  encrypt(plain: string): string;
  decrypt(stored: string): string;
  isEncrypted(stored: string): boolean;
  /** True for a value in clear or sealed with another key than the current one (when keys are set). */
  needsRotation(stored: string): boolean;
}

export class SecretBoxError extends Error {}

const PREFIX = 'enc:v1:';
const KEY_ID = /^[A-Za-z0-9_-]{1,32}$/;
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/**
 * SECRETS_KEY: one base64 key of 32 bytes (its id is a short hash of the key), or a comma-separated list
 * `id:base64` (or bare base64), the first being the current key. Throws a French message on bad input.
 */
export function parseSecretsKey(value: string): SecretKey[] {
  const entries = value
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  if (entries.length === 0) throw new SecretBoxError('SECRETS_KEY est vide');
  const keys = entries.map((entry, index) => {
    const colon = entry.indexOf(':');
    const id = colon >= 0 ? entry.slice(0, colon).trim() : null;
    const encoded = (colon >= 0 ? entry.slice(colon + 1) : entry).trim();
    const label = id ?? `n°${index + 1}`;
    if (id !== null && !KEY_ID.test(id)) throw new SecretBoxError(`SECRETS_KEY : identifiant de clé « ${id} » invalide (lettres, chiffres, - et _)`);
    const key = Buffer.from(encoded, 'base64');
    if (!BASE64.test(encoded) || key.length !== 32) {
      throw new SecretBoxError(`SECRETS_KEY : la clé ${label} doit faire 32 octets encodés en base64 (générez-la avec openssl rand -base64 32)`);
    }
    return { id: id ?? keyHashId(key), key };
  });
  const ids = keys.map((k) => k.id);
  const repeated = ids.find((id, i) => ids.indexOf(id) !== i);
  if (repeated) throw new SecretBoxError(`SECRETS_KEY : l'identifiant de clé « ${repeated} » est en double`);
  return keys;
}

/** A key without a name is known by the start of its SHA-256: stable, and reveals nothing of the key. */
function keyHashId(key: Buffer): string {
  return createHash('sha256').update(key).digest('hex').slice(0, 8);
}

/** refuseClear: without keys, encrypt throws instead of returning the value as is (production). */
export function createSecretBox(keys: SecretKey[] | undefined, { refuseClear = false }: { refuseClear?: boolean } = {}): SecretBox {
  const current = keys?.[0];
  const byId = new Map((keys ?? []).map((k) => [k.id, k.key]));
  const isEncrypted = (stored: string) => stored.startsWith(PREFIX);

  return {
    enabled: Boolean(current),
    isEncrypted,
    encrypt(plain) {
      if (!current) {
        if (refuseClear) throw new SecretBoxError('SECRETS_KEY est absent : un secret ne peut pas être enregistré en clair');
        return plain;
      }
      const iv = randomBytes(12);
      const header = `${PREFIX}${current.id}:`;
      const cipher = createCipheriv('aes-256-gcm', current.key, iv);
      cipher.setAAD(Buffer.from(header));
      const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return `${header}${iv.toString('base64')}:${cipher.getAuthTag().toString('base64')}:${ciphertext.toString('base64')}`;
    },
    decrypt(stored) {
      if (!isEncrypted(stored)) return stored;
      const [keyId, iv, tag, ciphertext, ...extra] = stored.slice(PREFIX.length).split(':');
      if (!keyId || !iv || !tag || ciphertext === undefined || extra.length) throw new SecretBoxError('Secret chiffré illisible (format inconnu)');
      if (!current) throw new SecretBoxError('Secret chiffré mais SECRETS_KEY est absent : ajoutez la clé qui a servi à le chiffrer');
      const key = byId.get(keyId);
      if (!key) throw new SecretBoxError(`Secret chiffré avec la clé « ${keyId} », absente de SECRETS_KEY`);
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'), { authTagLength: 16 });
        decipher.setAAD(Buffer.from(`${PREFIX}${keyId}:`));
        decipher.setAuthTag(Buffer.from(tag, 'base64'));
        return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64')), decipher.final()]).toString('utf8');
      } catch {
        throw new SecretBoxError(`Secret chiffré illisible avec la clé « ${keyId} » (clé différente ou valeur altérée)`);
      }
    },
    needsRotation(stored) {
      if (!current) return false;
      return !isEncrypted(stored) || !stored.startsWith(`${PREFIX}${current.id}:`);
    },
  };
}

/** The clear value of a stored secret that may be unset (null, undefined or ''): null then. */
export function openSecret(box: SecretBox, stored: string | null | undefined): string | null {
  return stored ? box.decrypt(stored) : null;
}
