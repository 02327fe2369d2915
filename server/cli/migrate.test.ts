/** `cli migrate` applies what is pending, once; the count comes from the committed migrations. */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, pendingMigrations } from '../db/client';
import { captureContext } from '../test/cli';
import { migrate } from './migrate';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sushi-migrate-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const committed = JSON.parse(readFileSync(path.join(import.meta.dirname, '../db/migrations/meta/_journal.json'), 'utf8')).entries.length as number;

describe('migrate', () => {
  it('applies every pending migration, then has nothing left to do', async () => {
    const first = captureContext({ DATA_DIR: dataDir });
    expect(await migrate([], first)).toBe(0);
    expect(first.out).toEqual([`${committed} migration(s) appliquée(s) : la base est à jour.`]);
    const second = captureContext({ DATA_DIR: dataDir });
    expect(await migrate([], second)).toBe(0);
    expect(second.out).toEqual(['Aucune migration en attente : la base est à jour.']);
    const database = await openDatabase({ dataDir });
    try {
      expect(await pendingMigrations(database.db)).toBe(0);
    } finally {
      await database.close();
    }
  }, 120_000);
});
