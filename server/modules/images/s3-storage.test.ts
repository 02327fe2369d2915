/**
 * The S3 path of the image library, end to end through the same upload route, against s3rver (a local
 * S3-compatible server) started here on a random port in a temporary folder.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImageView } from '@core/schemas/images';
import { loadConfig } from '../../config';
import { imagesMetadata } from '../../db/schema/index';
import { drainImageJobs } from '../../jobs/image-variations';
import { StorageKeyTakenError } from '../../integrations/storage';
import { createTestApp, type TestApp } from '../../test/app';
import { signInAs, type SignedIn } from '../../test/auth';
import { multipart, testPhoto } from '../../test/images';

const BUCKET = 'sakura-images';
let s3: S3rver;
let dir: string;
let endpoint: string;
let t: TestApp;
let operator: SignedIn;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 's3rver-'));
  s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: dir, configureBuckets: [{ name: BUCKET }] });
  const address = await s3.run();
  endpoint = `http://127.0.0.1:${address.port}`;
  t = await createTestApp({
    seed: false,
    config: { s3: { bucket: BUCKET, region: 'us-east-1', endpoint, accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', forcePathStyle: true } },
  });
  operator = await signInAs(t.app, { role: 'operator' });
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
  rmSync(dir, { recursive: true, force: true });
});

const fetchBytes = async (url: string) => {
  const res = await fetch(url);
  return { status: res.status, body: Buffer.from(await res.arrayBuffer()), type: res.headers.get('content-type'), cache: res.headers.get('cache-control') };
};

describe('S3 storage', () => {
  it('stores an upload in the bucket, renders its variations there, and deletes them all', async () => {
    expect(t.app.storage.kind).toBe('s3');
    const body = multipart([{ filename: 'Tempura crevette.jpg', content: await testPhoto(900, 600, 'jpeg', { orientation: 6 }) }], { bucket: 'produits' });
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/images', headers: { ...operator.headers, ...body.headers }, payload: body.payload });
    expect(res.statusCode, res.body).toBe(201);
    const image = (res.json() as { images: ImageView[] }).images[0]!;
    expect(image.url).toBe(`${endpoint}/${BUCKET}/produits/${image.filename}`);

    const original = await fetchBytes(image.url!);
    expect(original.status).toBe(200);
    expect(original.type).toBe('image/jpeg');
    const meta = await sharp(original.body).metadata();
    expect([meta.width, meta.height, meta.exif]).toEqual([600, 900, undefined]);

    await drainImageJobs({ db: t.database.db, storage: t.app.storage });
    const [row] = await t.database.db.select().from(imagesMetadata).where(eq(imagesMetadata.id, image.id));
    expect(row!.variations_status).toBe('done');
    // 600 px wide once rotated: 160, 400 and 600 px, in AVIF and WebP
    expect(row!.variations.map((v) => v.width)).toEqual([160, 160, 400, 400, 600, 600]);
    for (const v of row!.variations) {
      expect(v.url.startsWith(`${endpoint}/${BUCKET}/produits/`)).toBe(true);
      const got = await fetchBytes(v.url);
      expect(got.status).toBe(200);
      expect(got.type).toBe(`image/${v.format}`);
      expect((await sharp(got.body).metadata()).width).toBe(v.width);
    }

    const del = await t.app.inject({ method: 'DELETE', url: `/api/admin/images/${image.id}`, headers: operator.headers });
    expect(del.statusCode).toBe(200);
    for (const url of [image.url!, ...row!.variations.map((v) => v.url)]) expect((await fetchBytes(url)).status).toBe(404);
  });

  it("lets the pages show the bucket's images (CSP img-src)", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.headers['content-security-policy']).toMatch(new RegExp(`img-src 'self' data: blob: ${endpoint.replace(/[.]/g, '\\.')}`));
  });

  it('reads its settings from the environment', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).s3).toBeUndefined();
    expect(
      loadConfig({ NODE_ENV: 'test', S3_BUCKET: 'b', S3_ENDPOINT: 'https://x.r2.example', S3_REGION: 'auto', S3_PUBLIC_URL: 'https://img.example/' }).s3,
    ).toEqual({
      bucket: 'b',
      region: 'auto',
      endpoint: 'https://x.r2.example',
      accessKeyId: undefined,
      secretAccessKey: undefined,
      publicUrl: 'https://img.example',
      forcePathStyle: true,
    });
    expect(loadConfig({ NODE_ENV: 'test', S3_BUCKET: 'b' }).s3).toMatchObject({ region: 'us-east-1', forcePathStyle: false });
  });

  it('refuses to overwrite an object when asked not to', async () => {
    await t.app.storage.put('essai/unique.txt', Buffer.from('a'), 'text/plain', { overwrite: false });
    await expect(t.app.storage.put('essai/unique.txt', Buffer.from('b'), 'text/plain', { overwrite: false })).rejects.toBeInstanceOf(StorageKeyTakenError);
    expect((await t.app.storage.get('essai/unique.txt')).toString()).toBe('a');
  });
});
