/**
 * The files of a backup, shared by `cli backup` and `cli restore`: their names (sakura-YYYYMMDD-HHMMSS
 * in UTC, then .dump for PostgreSQL, .pglite.tar.gz for the embedded database, .uploads.tar.gz for the
 * images beside either), the retention, and the outside programs they run (pg_dump, pg_restore, tar).
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';

const BACKUP_PREFIX = 'sakura-';
const DATABASE_FILE = /^sakura-(\d{8}-\d{6})\.(dump|pglite\.tar\.gz)$/;

export function backupStamp(at: Date): string {
  const iso = at.toISOString();
  return `${BACKUP_PREFIX}${iso.slice(0, 10).replaceAll('-', '')}-${iso.slice(11, 19).replaceAll(':', '')}`;
}

export function databaseFileKind(file: string): 'postgres' | 'pglite' | null {
  const name = path.basename(file);
  if (name.endsWith('.dump')) return 'postgres';
  if (name.endsWith('.pglite.tar.gz')) return 'pglite';
  return null;
}

/** The images archive that goes with a database file. */
export function uploadsArchiveOf(databaseFile: string): string {
  return databaseFile.replace(/\.(dump|pglite\.tar\.gz)$/, '.uploads.tar.gz');
}

/** Keeps the `keep` newest backups of `dir` (with their images archives); returns the names removed. */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  const names = (await readdir(dir)).filter((name) => DATABASE_FILE.test(name)).sort();
  const old = names.slice(0, Math.max(0, names.length - keep));
  for (const name of old) {
    await rm(path.join(dir, name), { force: true });
    await rm(uploadsArchiveOf(path.join(dir, name)), { force: true });
  }
  return old;
}

/**
 * Runs a program to its end; rejects with its error output when it fails or is missing. `password`
 * reaches it through PGPASSWORD, never on its command line (where `ps` shows it).
 */
export function runProgram(program: string, args: string[], password?: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, {
      stdio: ['ignore', 'ignore', 'pipe'],
      // eslint-disable-next-line no-restricted-syntax -- the child inherits the environment, plus the password
      env: password ? { ...process.env, PGPASSWORD: password } : undefined,
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        new Error(error.code === 'ENOENT' ? `${program} est introuvable : installez-le (Debian : apt-get install postgresql-client, tar)` : error.message),
      ),
    );
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${program} a échoué (code ${code}) : ${stderr.trim().slice(0, 2000)}`))));
  });
}

/** A PostgreSQL URL without its password, and the password apart (for PGPASSWORD). */
export function splitPassword(databaseUrl: string): { url: string; password?: string } {
  const url = new URL(databaseUrl);
  const password = url.password ? decodeURIComponent(url.password) : undefined;
  url.password = '';
  return { url: url.toString(), password };
}

export async function isEmptyDir(dir: string): Promise<boolean> {
  return !existsSync(dir) || (await readdir(dir)).length === 0;
}
