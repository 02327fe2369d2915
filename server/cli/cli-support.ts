/**
 * What every command of the CLI shares: its context (the environment it reads, where it prints), the
 * French usage error, argument parsing that answers in French, and the configured database.
 */
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { loadConfig, type Config } from '../config';
import { openDatabase, type Database } from '../db/client';

export interface CliContext {
  /** The environment to read (tests pass one); undefined: the process's, with ./.env loaded by the dispatcher. */
  env?: Record<string, string | undefined>;
  print(line: string): void;
  printError(line: string): void;
}

export const processContext: CliContext = {
  print: (line) => console.log(line),
  printError: (line) => console.error(line),
};

export type CliCommand = (argv: string[], context?: CliContext) => Promise<number>;

/** A wrong use of a command: its message is printed as is and the CLI exits with 2. */
export class CliUsageError extends Error {}

/** node:util parseArgs, with its English errors turned into a French usage error. */
export function parseCliArgs<T extends NonNullable<ParseArgsConfig['options']>>(argv: string[], options: T, usage: string, allowPositionals = false) {
  try {
    return parseArgs({ args: argv, options, strict: true, allowPositionals });
  } catch (error) {
    const option = /'(-[^']+)'/.exec((error as Error).message)?.[1];
    const what = option ? `option inconnue ou mal formée : ${option}` : 'arguments invalides';
    throw new CliUsageError(`${what}\nUsage : ${usage}`);
  }
}

export function cliConfig(context: CliContext): Config {
  return loadConfig(context.env);
}

/** The database the server uses; a CLI needs few connections. */
export function openConfiguredDatabase(config: Config): Promise<Database> {
  return openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: 2 });
}
