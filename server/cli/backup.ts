/**
 * `cli backup [--dir D] [--keep N]`: one backup into BACKUP_DIR (default DATA_DIR/backups), then keeps
 * the N newest (BACKUP_KEEP, default 14).
 * - PostgreSQL: `pg_dump --format=custom` of DATABASE_URL, written under a temporary name and renamed
 *   once complete, so a backup interrupted half-way never counts as one.
 * - Embedded PGlite: a dump of its data directory. PGlite holds its folder alone: the server must be
 *   stopped (refused while its postmaster.pid is there).
 * - Images on disk: a tar.gz of UPLOADS_DIR beside the database file. A bucket (S3) is backed up by its
 *   provider (versioning, replication): docs/operations.md.
 */
import { existsSync } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { backupStamp, pruneBackups, runProgram, splitPassword } from './backup-files';
import { cliConfig, CliUsageError, openConfiguredDatabase, parseCliArgs, processContext, type CliCommand } from './cli-support';

const USAGE = 'node dist/server/cli.js backup [--dir DOSSIER] [--keep N]';

export const backup: CliCommand = async (argv, context = processContext) => {
  const { values } = parseCliArgs(argv, { dir: { type: 'string' }, keep: { type: 'string' } }, USAGE);
  const config = cliConfig(context);
  const dir = values.dir ? path.resolve(values.dir) : config.backup.dir;
  const keep = values.keep === undefined ? config.backup.keep : Number(values.keep);
  if (!Number.isInteger(keep) || keep < 1)
    throw new CliUsageError(`--keep doit être un nombre entier d’au moins 1 (reçu « ${values.keep} »).\nUsage : ${USAGE}`);
  const pidFile = path.join(config.dataDir, 'pglite', 'postmaster.pid');
  if (!config.databaseUrl && existsSync(pidFile)) {
    throw new Error(
      `la base intégrée est ouverte (${pidFile}) : arrêtez le serveur avant de la sauvegarder. S’il est bien arrêté (après un arrêt brutal), supprimez ce fichier.`,
    );
  }
  await mkdir(dir, { recursive: true });
  const stamp = path.join(dir, backupStamp(new Date()));

  let databaseFile: string;
  if (config.databaseUrl) {
    databaseFile = `${stamp}.dump`;
    const { url, password } = splitPassword(config.databaseUrl);
    await writeComplete(databaseFile, (partial) => runProgram('pg_dump', ['--format=custom', `--file=${partial}`, `--dbname=${url}`], password));
  } else {
    databaseFile = `${stamp}.pglite.tar.gz`;
    const database = await openConfiguredDatabase(config);
    try {
      const dump = await database.dumpDataDir!('gzip');
      await writeComplete(databaseFile, async (partial) => writeFile(partial, Buffer.from(await dump.arrayBuffer())));
    } finally {
      await database.close();
    }
  }
  context.print(`Base sauvegardée : ${databaseFile} (${await size(databaseFile)})`);

  if (config.s3) {
    context.print(`Images : dans le bucket ${config.s3.bucket}, sauvegardées par le fournisseur (versionnage ou réplication), pas ici.`);
  } else if (existsSync(config.uploadsDir)) {
    const archive = `${stamp}.uploads.tar.gz`;
    await writeComplete(archive, (partial) => runProgram('tar', ['-czf', partial, '-C', config.uploadsDir, '.']));
    context.print(`Images sauvegardées : ${archive} (${await size(archive)})`);
  }

  const removed = await pruneBackups(dir, keep);
  if (removed.length) context.print(`Anciennes sauvegardes supprimées (${keep} gardées) : ${removed.join(', ')}`);
  return 0;
};

/** Writes through a temporary name, renamed once complete; refuses to replace an existing backup. */
async function writeComplete(file: string, write: (partial: string) => Promise<void>): Promise<void> {
  if (existsSync(file)) throw new Error(`${file} existe déjà : relancez dans une seconde`);
  const partial = `${file}.partiel`;
  try {
    await write(partial);
    await rename(partial, file);
  } finally {
    await rm(partial, { force: true });
  }
}

async function size(file: string): Promise<string> {
  const bytes = (await stat(file)).size;
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} Mo` : `${Math.ceil(bytes / 1024)} ko`;
}
