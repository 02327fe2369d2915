/**
 * `cli restore <file> [--yes]`: puts a backup of `cli backup` back, into an EMPTY database only (a new
 * one: createdb, or an empty DATA_DIR for the embedded database), so a restore never mixes two shops or
 * overwrites the live one. A .dump goes through pg_restore into DATABASE_URL; a .pglite.tar.gz becomes
 * the embedded database under DATA_DIR. The images archive beside it, if any, is unpacked into an empty
 * UPLOADS_DIR. Asks for confirmation unless --yes.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline/promises';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../db/client';
import { selectRows } from '../db/select-rows';
import type { Config } from '../config';
import { databaseFileKind, isEmptyDir, runProgram, splitPassword, uploadsArchiveOf } from './backup-files';
import { cliConfig, CliUsageError, openConfiguredDatabase, parseCliArgs, processContext, type CliCommand } from './cli-support';

const USAGE = 'node dist/server/cli.js restore <fichier .dump ou .pglite.tar.gz> [--yes]';

export const restore: CliCommand = async (argv, context = processContext) => {
  const { values, positionals } = parseCliArgs(argv, { yes: { type: 'boolean', default: false } }, USAGE, true);
  if (positionals.length !== 1) throw new CliUsageError(`Indiquez un seul fichier de sauvegarde.\nUsage : ${USAGE}`);
  const file = path.resolve(positionals[0]!);
  const kind = databaseFileKind(file);
  if (!kind) throw new CliUsageError(`${file} n’est pas une sauvegarde de « backup » (.dump ou .pglite.tar.gz).\nUsage : ${USAGE}`);
  if (!existsSync(file)) throw new Error(`${file} est introuvable`);
  const config = cliConfig(context);
  if (kind === 'postgres' && !config.databaseUrl) throw new Error('cette sauvegarde est une base PostgreSQL : indiquez la base cible dans DATABASE_URL');
  if (kind === 'pglite' && config.databaseUrl) throw new Error('cette sauvegarde est une base intégrée (PGlite) : videz DATABASE_URL et indiquez DATA_DIR');

  const archive = uploadsArchiveOf(file);
  const images = existsSync(archive) && !config.s3;
  if (images && !(await isEmptyDir(config.uploadsDir))) {
    throw new Error(`le dossier des images ${config.uploadsDir} n’est pas vide : restaurez dans un dossier vide (UPLOADS_DIR)`);
  }
  const target = kind === 'postgres' ? describeUrl(config.databaseUrl!) : `la base intégrée de ${config.dataDir}`;
  await refuseUnlessEmpty(config, kind, target);
  if (!values.yes && !(await confirm(`Restaurer ${path.basename(file)} dans ${target} ?`))) {
    context.printError('Restauration annulée (sans terminal, ajoutez --yes).');
    return 1;
  }

  if (kind === 'postgres') {
    const { url, password } = splitPassword(config.databaseUrl!);
    await runProgram('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', `--dbname=${url}`, file], password);
  } else {
    await rm(path.join(config.dataDir, 'pglite'), { recursive: true, force: true });
    const database = await openDatabase({ dataDir: config.dataDir, loadDataDir: new Blob([await readFile(file)]) });
    await database.close();
  }
  context.print(`Base restaurée dans ${target}.`);
  if (images) {
    await mkdir(config.uploadsDir, { recursive: true });
    await runProgram('tar', ['-xzf', archive, '-C', config.uploadsDir]);
    context.print(`Images restaurées dans ${config.uploadsDir}.`);
  } else if (existsSync(archive)) {
    context.print(`Images non restaurées : le stockage est le bucket ${config.s3!.bucket} (restaurez-le chez le fournisseur).`);
  }
  context.print('Démarrez le serveur (il applique les migrations manquantes), puis vérifiez avec « node dist/server/cli.js doctor ».');
  return 0;
};

/** A database with any table (in any schema of ours) or, for PGlite, any file, is not a restore target. */
async function refuseUnlessEmpty(config: Config, kind: 'postgres' | 'pglite', target: string): Promise<void> {
  if (kind === 'pglite' && (await isEmptyDir(path.join(config.dataDir, 'pglite')))) return;
  const database = await openConfiguredDatabase(config);
  try {
    const [row] = await selectRows<{ tables: number }>(
      database.db,
      sql`select count(*)::int as tables from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`,
    );
    if (row!.tables > 0) {
      throw new Error(
        `${target} n’est pas vide (${row!.tables} table(s)) : la restauration se fait dans une base neuve, pour ne jamais écraser ni mélanger des données. Créez-en une (createdb sakura_restauree) et indiquez-la dans DATABASE_URL${kind === 'pglite' ? ', ou un DATA_DIR vide' : ''}.`,
      );
    }
  } finally {
    await database.close();
  }
}

async function confirm(question: string): Promise<boolean> {
  if (!process.stdin.isTTY) return false;
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  try {
    const answer = await rl.question(`${question} Tapez « oui » pour continuer : `);
    return answer.trim().toLowerCase() === 'oui';
  } finally {
    rl.close();
  }
}

/** The database's host and name, never its password. */
function describeUrl(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  return `la base ${url.pathname.slice(1)} de ${url.hostname}`;
}
