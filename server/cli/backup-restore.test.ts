/**
 * `cli backup` then `cli restore` give back the shop: orders, the points ledger and the image files.
 * PostgreSQL (pg_dump / pg_restore) needs TEST_DATABASE_URL; the embedded database and the retention
 * run everywhere.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { openDatabase, type Database } from '../db/client';
import { customers, imagesMetadata, loyaltyTransactions, orders } from '../db/schema/index';
import { testConfig } from '../config';
import type { TestApp } from '../test/app';
import { signInAllRoles, signInAs } from '../test/auth';
import { captureContext, runCli } from '../test/cli';
import { adminQuery, createPgliteDatabaseIn, databaseUrl, testDatabaseServerUrl } from '../test/db';
import { multipart, testPhoto } from '../test/images';
import { createShopTestApp, deliverOrder, pickupBody, postOrder } from '../test/orders';
import { backup } from './backup';
import { backupStamp, pruneBackups } from './backup-files';
import { restore } from './restore';

if (!testDatabaseServerUrl) console.log('ℹ backup-restore.test.ts: TEST_DATABASE_URL is not set, the PostgreSQL backup and restore are SKIPPED.');

let tmp: string;
beforeAll(() => {
  tmp = mkdtempSync(path.join(os.tmpdir(), 'sushi-backup-'));
});
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** A shop with a delivered order (its points credited) and an uploaded image; what a restore must bring back. */
async function shopWithHistory(t: TestApp, menu: Awaited<ReturnType<typeof createShopTestApp>>['menu']) {
  const { operator, admin } = await signInAllRoles(t.app);
  const client = await signInAs(t.app);
  const placed = await postOrder(t.app, client, pickupBody(menu, { items: [{ product_id: menu.product.id, quantity: 4 }] }));
  expect(placed.statusCode).toBe(201);
  const order = placed.json().order as { id: string; numero_commande: string };
  await deliverOrder(t.app, operator, order.id);
  const photo = await testPhoto(64, 48);
  const body = multipart([{ filename: 'plateau.jpg', content: photo }]);
  const uploaded = await t.app.inject({ method: 'POST', url: '/api/admin/images', headers: { ...admin.headers, ...body.headers }, payload: body.payload });
  expect(uploaded.statusCode).toBe(201);
  const [image] = await t.database.db.select().from(imagesMetadata);
  const [owner] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
  const [customer] = await t.database.db.select().from(customers).where(eq(customers.id, owner!.customer_id!));
  const ledger = await ledgerOf(t.database, customer!.id);
  expect(ledger.some((row) => row.order_id === order.id && row.points_earned > 0)).toBe(true);
  return { order, points: customer!.current_points_balance, customerId: customer!.id, ledger, imageUrl: image!.url!, uploadsDir: t.config.uploadsDir };
}

async function ledgerOf(database: Database, customerId: number) {
  return database.db
    .select({
      order_id: loyaltyTransactions.order_id,
      transaction_type: loyaltyTransactions.transaction_type,
      points_earned: loyaltyTransactions.points_earned,
      points_balance: loyaltyTransactions.points_balance,
    })
    .from(loyaltyTransactions)
    .where(eq(loyaltyTransactions.customer_id, customerId))
    .orderBy(loyaltyTransactions.id);
}

/** Builds the app on a restored database and finds what shopWithHistory left. */
async function expectRestored(database: Database, uploadsDir: string, webDistDir: string, before: Awaited<ReturnType<typeof shopWithHistory>>) {
  const app = await buildApp({ config: testConfig({ uploadsDir, webDistDir }), database, logger: false, notificationWorker: false, imageWorker: false });
  try {
    const [order] = await database.db.select().from(orders).where(eq(orders.id, before.order.id));
    expect(order).toMatchObject({ numero_commande: before.order.numero_commande, statut_commande: 'Livre' });
    expect(await ledgerOf(database, before.customerId)).toEqual(before.ledger);
    const [customer] = await database.db.select().from(customers).where(eq(customers.id, before.customerId));
    expect(customer!.current_points_balance).toBe(before.points);
    const file = await app.inject({ method: 'GET', url: before.imageUrl });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(readFileSync(path.join(before.uploadsDir, before.imageUrl.replace(/^\/uploads\//, ''))))).toBe(true);
  } finally {
    await app.close();
  }
}

describe.runIf(testDatabaseServerUrl)('backup and restore on PostgreSQL', () => {
  let t: TestApp;
  let before: Awaited<ReturnType<typeof shopWithHistory>>;
  const created: string[] = [];
  beforeAll(async () => {
    const shop = await createShopTestApp();
    t = shop.t;
    before = await shopWithHistory(t, shop.menu);
  });
  afterAll(async () => {
    await t?.close();
    for (const name of created) await adminQuery(testDatabaseServerUrl!, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  });

  async function emptyDatabase(): Promise<string> {
    const name = `test_restore_${Math.random().toString(16).slice(2, 10)}`;
    await adminQuery(testDatabaseServerUrl!, `CREATE DATABASE "${name}"`);
    created.push(name);
    return databaseUrl(testDatabaseServerUrl!, name);
  }

  it('backs up with pg_dump and the uploads archive, restores into a new empty database, and the shop is whole', async () => {
    const dir = path.join(tmp, 'pg');
    const source = { DATABASE_URL: t.database.url, UPLOADS_DIR: t.config.uploadsDir, DATA_DIR: path.join(tmp, 'pg-data') };
    const saved = captureContext(source);
    expect(await backup(['--dir', dir], saved)).toBe(0);
    const dump = readdirSync(dir).find((name) => /^sakura-\d{8}-\d{6}\.dump$/.test(name));
    expect(dump).toBeDefined();
    expect(existsSync(path.join(dir, dump!.replace('.dump', '.uploads.tar.gz')))).toBe(true);
    expect(saved.out[0]).toMatch(/^Base sauvegardée : .*\.dump/);

    const target = { DATABASE_URL: await emptyDatabase(), UPLOADS_DIR: path.join(tmp, 'pg-restored-uploads'), DATA_DIR: path.join(tmp, 'pg-data') };
    const restored = captureContext(target);
    expect(await restore([path.join(dir, dump!), '--yes'], restored)).toBe(0);
    expect(restored.out).toContain(`Images restaurées dans ${target.UPLOADS_DIR}.`);

    const database = await openDatabase({ databaseUrl: target.DATABASE_URL, dataDir: 'memory://', poolSize: 2 });
    try {
      await expectRestored(database, target.UPLOADS_DIR, t.config.webDistDir, before);
    } finally {
      await database.close();
    }

    // The same database again: it is no longer empty, so the restore is refused and nothing is written.
    await expect(restore([path.join(dir, dump!), '--yes'], captureContext({ ...target, UPLOADS_DIR: path.join(tmp, 'empty-uploads') }))).rejects.toThrow(
      /n’est pas vide \(\d+ table\(s\)\) : la restauration se fait dans une base neuve/,
    );
  });

  it('runs as a command line too: backup, then restore refusing without --yes when nothing can confirm', async () => {
    const dir = path.join(tmp, 'pg-process');
    const env = { DATABASE_URL: t.database.url, UPLOADS_DIR: t.config.uploadsDir, DATA_DIR: path.join(tmp, 'pg-data'), BACKUP_KEEP: '3' };
    const saved = await runCli(['backup', '--dir', dir], env);
    expect(saved.stderr).toBe('');
    expect(saved.code).toBe(0);
    expect(saved.stdout).toMatch(/Base sauvegardée : .*sakura-\d{8}-\d{6}\.dump/);
    const dump = readdirSync(dir).find((name) => name.endsWith('.dump'))!;
    const target = { DATABASE_URL: await emptyDatabase(), UPLOADS_DIR: path.join(tmp, 'pg-process-uploads'), DATA_DIR: path.join(tmp, 'pg-data') };
    const refused = await runCli(['restore', path.join(dir, dump)], target);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('Restauration annulée (sans terminal, ajoutez --yes).');
    const done = await runCli(['restore', path.join(dir, dump), '--yes'], target);
    expect(done.code).toBe(0);
    expect(done.stdout).toContain('Base restaurée dans la base');
  });
});

describe('backup and restore of the embedded database', () => {
  it('dumps PGlite with the uploads and restores them into an empty DATA_DIR', async () => {
    const source = { DATA_DIR: path.join(tmp, 'embedded') };
    const uploads = path.join(source.DATA_DIR, 'uploads');
    const database = await createPgliteDatabaseIn(source.DATA_DIR);
    await database.db.insert(customers).values({ email: 'fidele@example.tn', current_points_balance: 120 });
    await database.close();
    mkdirSync(path.join(uploads, 'produits'), { recursive: true });
    writeFileSync(path.join(uploads, 'produits', 'maki.webp'), 'image');

    const dir = path.join(tmp, 'embedded-backups');
    expect(await backup(['--dir', dir], captureContext(source))).toBe(0);
    const dump = readdirSync(dir).find((name) => name.endsWith('.pglite.tar.gz'))!;
    expect(dump).toMatch(/^sakura-\d{8}-\d{6}\.pglite\.tar\.gz$/);

    const target = { DATA_DIR: path.join(tmp, 'embedded-restored') };
    expect(await restore([path.join(dir, dump), '--yes'], captureContext(target))).toBe(0);
    expect(readFileSync(path.join(target.DATA_DIR, 'uploads', 'produits', 'maki.webp'), 'utf8')).toBe('image');
    const restored = await openDatabase({ dataDir: target.DATA_DIR });
    try {
      const [customer] = await restored.db.select().from(customers).where(eq(customers.email, 'fidele@example.tn'));
      expect(customer!.current_points_balance).toBe(120);
    } finally {
      await restored.close();
    }
    // Not empty any more: refused.
    rmSync(path.join(target.DATA_DIR, 'uploads'), { recursive: true });
    await expect(restore([path.join(dir, dump), '--yes'], captureContext(target))).rejects.toThrow(/n’est pas vide/);
  }, 120_000);

  it('refuses to dump an embedded database the server holds open (its postmaster.pid is there)', async () => {
    const source = { DATA_DIR: path.join(tmp, 'embedded-open') };
    mkdirSync(path.join(source.DATA_DIR, 'pglite'), { recursive: true });
    writeFileSync(path.join(source.DATA_DIR, 'pglite', 'postmaster.pid'), '-42\n');
    await expect(backup(['--dir', path.join(tmp, 'never')], captureContext(source))).rejects.toThrow(/la base intégrée est ouverte .*arrêtez le serveur/);
    expect(existsSync(path.join(tmp, 'never'))).toBe(false);
  });
});

describe('retention', () => {
  it('keeps the N newest backups with their images archives', async () => {
    const dir = path.join(tmp, 'retention');
    mkdirSync(dir, { recursive: true });
    const stamps = [1, 2, 3, 4].map((day) => backupStamp(new Date(Date.UTC(2026, 0, day, 3, 0, 0))));
    for (const stamp of stamps) {
      writeFileSync(path.join(dir, `${stamp}.dump`), '');
      writeFileSync(path.join(dir, `${stamp}.uploads.tar.gz`), '');
    }
    writeFileSync(path.join(dir, 'notes.txt'), 'à garder');
    expect(stamps[0]).toBe('sakura-20260101-030000');
    expect(await pruneBackups(dir, 2)).toEqual([`${stamps[0]}.dump`, `${stamps[1]}.dump`]);
    expect(readdirSync(dir).sort()).toEqual(
      [`${stamps[2]}.dump`, `${stamps[2]}.uploads.tar.gz`, `${stamps[3]}.dump`, `${stamps[3]}.uploads.tar.gz`, 'notes.txt'].sort(),
    );
  });

  it('refuses a --keep that is not a positive whole number, in French', async () => {
    await expect(backup(['--keep', '0'], captureContext({ DATA_DIR: path.join(tmp, 'k') }))).rejects.toThrow(/--keep doit être un nombre entier d’au moins 1/);
  });
});
