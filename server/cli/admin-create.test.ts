/** `cli admin:create`: the password comes from stdin (or a hidden prompt), never from the command line. */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { user, userRoles } from '../db/schema/index';
import { captureContext, runCli } from '../test/cli';
import { createPgliteDatabaseIn } from '../test/db';
import { adminCreate } from './admin-create';
import { CliUsageError } from './cli-support';

let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'sushi-admin-'));
  await (await createPgliteDatabaseIn(dataDir)).close();
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('admin:create', () => {
  it('refuses --password, saying why, before touching anything', async () => {
    for (const argv of [
      ['--email', 'chef@sakura.tn', '--password', 'secret'],
      ['--email', 'chef@sakura.tn', '--password=secret'],
    ]) {
      await expect(adminCreate(argv, captureContext({ DATA_DIR: dataDir }))).rejects.toThrow(CliUsageError);
      await expect(adminCreate(argv, captureContext({ DATA_DIR: dataDir }))).rejects.toThrow(
        /--password est refusé : un mot de passe en argument reste dans l’historique du shell/,
      );
    }
  });

  it('asks for --email', async () => {
    await expect(adminCreate([], captureContext({ DATA_DIR: dataDir }))).rejects.toThrow(/--email manque/);
  });

  it('reads the password from stdin when it is not a terminal, and creates the account', async () => {
    const result = await runCli(
      ['admin:create', '--email', 'chef@sakura.tn', '--role', 'operator'],
      { DATA_DIR: dataDir, DATABASE_URL: undefined },
      { stdin: 'un-mot-de-passe-solide\n' },
    );
    expect(result.stderr).toBe('');
    expect(result.stdout).toContain('Compte créé : chef@sakura.tn (Opérateur).');
    expect(result.code).toBe(0);
    const database = await openDatabase({ dataDir });
    try {
      const [row] = await database.db
        .select({ role: userRoles.role })
        .from(user)
        .innerJoin(userRoles, eq(userRoles.user_id, user.id))
        .where(eq(user.email, 'chef@sakura.tn'));
      expect(row).toEqual({ role: 'operator' });
    } finally {
      await database.close();
    }
  }, 120_000);
});
