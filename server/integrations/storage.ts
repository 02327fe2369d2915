/**
 * File storage for images behind one interface. The embedded default writes under DATA_DIR/uploads and
 * the server serves them at /uploads/…; an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, Scaleway…)
 * is chosen when S3_BUCKET is set, so several instances share the files (docs/operations.md).
 * Keys look like 'images/produits/maki-1732312345678-a1b2c3.jpg'.
 */
import { constants } from 'node:fs';
import { access, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { S3Config } from '../config';

interface PutOptions {
  /** false: refuse to replace an existing object (uploads: names are unique, never overwritten). Default true. */
  overwrite?: boolean;
}

export interface Storage {
  readonly kind: 'disk' | 's3';
  /** Stores the bytes under key and returns its public URL. */
  put(key: string, body: Buffer, contentType: string, options?: PutOptions): Promise<string>;
  get(key: string): Promise<Buffer>;
  remove(key: string): Promise<void>;
  publicUrl(key: string): string;
  /** Throws when the storage cannot be used (folder not writable, bucket unreachable): /api/health/ready. */
  probe(): Promise<void>;
}

/** Thrown by put({ overwrite: false }) when the key is taken. */
export class StorageKeyTakenError extends Error {}

/** Browsers and the CDN keep a stored file an hour (back-office §7: cache 3600). */
const STORAGE_CACHE_CONTROL = 'public, max-age=3600';

function checkKey(key: string): string {
  if (!key || key.startsWith('/') || key.split('/').some((part) => part === '' || part === '.' || part === '..')) {
    throw new Error(`Clé de stockage invalide: ${key}`);
  }
  return key;
}

export function diskStorage(rootDir: string, publicPrefix = '/uploads'): Storage {
  const resolve = (key: string) => {
    const target = path.resolve(rootDir, checkKey(key));
    if (!target.startsWith(path.resolve(rootDir) + path.sep)) throw new Error(`Clé de stockage invalide: ${key}`);
    return target;
  };
  return {
    kind: 'disk',
    async put(key, body, _contentType, { overwrite = true } = {}) {
      const target = resolve(key);
      await mkdir(path.dirname(target), { recursive: true });
      try {
        await writeFile(target, body, { flag: overwrite ? 'w' : 'wx' });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw new StorageKeyTakenError(key);
        throw error;
      }
      return `${publicPrefix}/${key}`;
    },
    get: (key) => readFile(resolve(key)),
    async remove(key) {
      await rm(resolve(key), { force: true });
    },
    publicUrl: (key) => `${publicPrefix}/${checkKey(key)}`,
    async probe() {
      await mkdir(rootDir, { recursive: true });
      await access(rootDir, constants.W_OK);
    },
  };
}

/** An S3-compatible bucket. Objects are public through S3_PUBLIC_URL (a CDN or the bucket's public address). */
export function s3Storage(config: S3Config): Storage {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: config.accessKeyId && config.secretAccessKey ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } : undefined,
  });
  const base =
    config.publicUrl ??
    (config.endpoint ? `${config.endpoint.replace(/\/+$/, '')}/${config.bucket}` : `https://${config.bucket}.s3.${config.region}.amazonaws.com`);
  const publicUrl = (key: string) => `${base.replace(/\/+$/, '')}/${checkKey(key).split('/').map(encodeURIComponent).join('/')}`;
  const exists = async (key: string) => {
    try {
      await client.send(new HeadObjectCommand({ Bucket: config.bucket, Key: checkKey(key) }));
      return true;
    } catch (error) {
      if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return false;
      throw error;
    }
  };
  return {
    kind: 's3',
    async put(key, body, contentType, { overwrite = true } = {}) {
      // If-None-Match makes the refusal atomic where the provider supports it (AWS, R2); the HEAD
      // before covers those that ignore it (some S3-compatible servers).
      if (!overwrite && (await exists(key))) throw new StorageKeyTakenError(key);
      try {
        await client.send(
          new PutObjectCommand({
            Bucket: config.bucket,
            Key: checkKey(key),
            Body: body,
            ContentType: contentType,
            CacheControl: STORAGE_CACHE_CONTROL,
            ...(overwrite ? {} : { IfNoneMatch: '*' }),
          }),
        );
      } catch (error) {
        const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
        if (status === 412) throw new StorageKeyTakenError(key);
        throw error;
      }
      return publicUrl(key);
    },
    async get(key) {
      const out = await client.send(new GetObjectCommand({ Bucket: config.bucket, Key: checkKey(key) }));
      return Buffer.from(await out.Body!.transformToByteArray());
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: checkKey(key) }));
    },
    publicUrl,
    async probe() {
      // A HEAD on a key that is not there: 404 proves the bucket answers and the credentials are accepted.
      await exists('health/probe');
    },
  };
}

/** The configured storage: the bucket when S3_BUCKET is set, the uploads folder otherwise. */
export function createStorage(config: { uploadsDir: string; s3?: S3Config }): Storage {
  return config.s3 ? s3Storage(config.s3) : diskStorage(config.uploadsDir);
}
