import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createSecretBox, openSecret, parseSecretsKey, SecretBoxError } from './secret-box';

const b64 = () => randomBytes(32).toString('base64');
const SECRET = 'sk_live_clé-konnect-é€-123';

describe('secret box', () => {
  it('seals a value as enc:v1:<keyId>:… and opens it again; each seal differs (random IV)', () => {
    const box = createSecretBox(parseSecretsKey(`k1:${b64()}`));
    const sealed = box.encrypt(SECRET);
    expect(sealed).toMatch(/^enc:v1:k1:[A-Za-z0-9+/=]+:[A-Za-z0-9+/=]+:[A-Za-z0-9+/=]+$/);
    expect(sealed).not.toContain(SECRET);
    expect(box.isEncrypted(sealed)).toBe(true);
    expect(box.decrypt(sealed)).toBe(SECRET);
    expect(box.encrypt(SECRET)).not.toBe(sealed);
    expect(box.decrypt(box.encrypt(''))).toBe('');
    expect(box.needsRotation(sealed)).toBe(false);
  });

  it('refuses to open a value with the wrong key, or without any key', () => {
    const sealed = createSecretBox(parseSecretsKey(`k1:${b64()}`)).encrypt(SECRET);
    expect(() => createSecretBox(parseSecretsKey(`k1:${b64()}`)).decrypt(sealed)).toThrow(/illisible avec la clé « k1 »/);
    expect(() => createSecretBox(parseSecretsKey(`k2:${b64()}`)).decrypt(sealed)).toThrow(/clé « k1 », absente de SECRETS_KEY/);
    expect(() => createSecretBox(undefined).decrypt(sealed)).toThrow(SecretBoxError);
  });

  it('detects a tampered ciphertext, tag, IV or key id', () => {
    const box = createSecretBox(parseSecretsKey(`k1:${b64()}, k2:${b64()}`));
    const sealed = box.encrypt(SECRET);
    const [, , keyId, iv, tag, ciphertext] = sealed.split(':') as [string, string, string, string, string, string];
    const flip = (part: string) => {
      const bytes = Buffer.from(part, 'base64');
      bytes[0] = bytes[0]! ^ 1;
      return bytes.toString('base64');
    };
    const forged = [
      `enc:v1:${keyId}:${iv}:${tag}:${flip(ciphertext)}`,
      `enc:v1:${keyId}:${iv}:${flip(tag)}:${ciphertext}`,
      `enc:v1:${keyId}:${flip(iv)}:${tag}:${ciphertext}`,
      `enc:v1:${keyId}:${iv}:${Buffer.from(tag, 'base64').subarray(0, 4).toString('base64')}:${ciphertext}`,
      `enc:v1:k2:${iv}:${tag}:${ciphertext}`,
      `enc:v1:${keyId}:${iv}:${tag}`,
    ];
    for (const value of forged) expect(() => box.decrypt(value), value).toThrow(SecretBoxError);
  });

  it('rotation: a value sealed with the old key opens once a new current key is prepended, and needs rotation', () => {
    const [oldKey, newKey] = [b64(), b64()];
    const old = createSecretBox(parseSecretsKey(oldKey));
    const sealed = old.encrypt(SECRET);
    const rotated = createSecretBox(parseSecretsKey(`${newKey},${oldKey}`));
    expect(rotated.decrypt(sealed)).toBe(SECRET);
    expect(rotated.needsRotation(sealed)).toBe(true);
    const resealed = rotated.encrypt(rotated.decrypt(sealed));
    expect(rotated.needsRotation(resealed)).toBe(false);
    // Once the old key is removed only the resealed value opens.
    const onlyNew = createSecretBox(parseSecretsKey(newKey));
    expect(onlyNew.decrypt(resealed)).toBe(SECRET);
    expect(() => onlyNew.decrypt(sealed)).toThrow(SecretBoxError);
  });

  it('reads values stored in clear as they are; without keys it stores in clear and never asks for rotation', () => {
    const box = createSecretBox(parseSecretsKey(b64()));
    expect(box.isEncrypted(SECRET)).toBe(false);
    expect(box.decrypt(SECRET)).toBe(SECRET);
    expect(box.needsRotation(SECRET)).toBe(true);
    const clear = createSecretBox(undefined);
    expect(clear.enabled).toBe(false);
    expect(clear.encrypt(SECRET)).toBe(SECRET);
    expect(clear.decrypt(SECRET)).toBe(SECRET);
    expect(clear.needsRotation(SECRET)).toBe(false);
    // Production without keys: a clear write is refused, clear reads still work.
    const refusing = createSecretBox(undefined, { refuseClear: true });
    expect(() => refusing.encrypt(SECRET)).toThrow('SECRETS_KEY est absent : un secret ne peut pas être enregistré en clair');
    expect(refusing.decrypt(SECRET)).toBe(SECRET);
    expect(openSecret(box, null)).toBeNull();
    expect(openSecret(box, '')).toBeNull();
    expect(openSecret(box, box.encrypt(SECRET))).toBe(SECRET);
  });
});

describe('parseSecretsKey', () => {
  it('takes one bare key (id: a short hash of the key) or a list of id:key, the first current', () => {
    const key = b64();
    const [single] = parseSecretsKey(key);
    expect(single!.id).toMatch(/^[0-9a-f]{8}$/);
    expect(single!.key.equals(Buffer.from(key, 'base64'))).toBe(true);
    expect(parseSecretsKey(key)[0]!.id).toBe(single!.id);
    expect(parseSecretsKey(`neuve:${b64()}, ${key}`).map((k) => k.id)).toEqual(['neuve', single!.id]);
  });

  it('refuses a bad key with a French message saying how to make one', () => {
    expect(() => parseSecretsKey(randomBytes(16).toString('base64'))).toThrow(
      'SECRETS_KEY : la clé n°1 doit faire 32 octets encodés en base64 (générez-la avec openssl rand -base64 32)',
    );
    expect(() => parseSecretsKey('k1:pas du base64 !!')).toThrow(/la clé k1 doit faire 32 octets/);
    expect(() => parseSecretsKey(`mauvais id:${b64()}`)).toThrow('SECRETS_KEY : identifiant de clé « mauvais id » invalide (lettres, chiffres, - et _)');
    expect(() => parseSecretsKey(`a:${b64()},a:${b64()}`)).toThrow("SECRETS_KEY : l'identifiant de clé « a » est en double");
    expect(() => parseSecretsKey(' , ')).toThrow('SECRETS_KEY est vide');
  });

  it('is read by the config: absent means no secrets section, a bad value stops the start', () => {
    const base = { NODE_ENV: 'test', LOG_LEVEL: 'silent' };
    expect(loadConfig(base).secrets).toBeUndefined();
    const keys = loadConfig({ ...base, SECRETS_KEY: `k2:${b64()},k1:${b64()}` }).secrets!.keys;
    expect(keys.map((k) => k.id)).toEqual(['k2', 'k1']);
    expect(keys[0]!.key).toHaveLength(32);
    expect(() => loadConfig({ ...base, SECRETS_KEY: 'trop-courte' })).toThrow(/Configuration invalide :\n {2}- SECRETS_KEY : la clé n°1 doit faire 32 octets/);
  });
});
