/**
 * The one command line of the shop, shipped in dist/: `node dist/server/cli.js <command> [options]`
 * (from a checkout: `npm run cli -- <command>`). Each command lives in its own file and is loaded only
 * when asked for. Exit codes: 0 done, 1 failed, 2 wrong use.
 */
import { ZodError } from 'zod';
import { ConfigError, loadDotEnv } from '../config';
import { CliUsageError, processContext, type CliCommand } from './cli-support';

const COMMANDS: Record<string, { args: string; summary: string; load: () => Promise<CliCommand> }> = {
  'admin:create': {
    args: '--email E [--role admin|operator]',
    summary: 'crée ou met à jour un compte du personnel (mot de passe demandé)',
    load: async () => (await import('./admin-create')).adminCreate,
  },
  migrate: { args: '', summary: 'applique les migrations en attente', load: async () => (await import('./migrate')).migrate },
  doctor: {
    args: '',
    summary: 'vérifie la base, l’e-mail, Telegram, Konnect, le stockage, Redis, l’horloge',
    load: async () => (await import('./doctor')).doctor,
  },
  backup: { args: '[--dir D] [--keep N]', summary: 'sauvegarde la base et les images', load: async () => (await import('./backup')).backup },
  restore: { args: '<fichier> [--yes]', summary: 'restaure une sauvegarde dans une base vide', load: async () => (await import('./restore')).restore },
  'secrets:rotate': {
    args: '',
    summary: 'rechiffre les secrets avec la première clé de SECRETS_KEY',
    load: async () => {
      const { secretsRotate } = await import('./secrets-rotate');
      return (argv) => secretsRotate(argv);
    },
  },
};

function usage(): string {
  const lines = Object.entries(COMMANDS).map(([name, { args, summary }]) => `  ${`${name} ${args}`.padEnd(48)}${summary}`);
  return ['Usage : node dist/server/cli.js <commande> [options]', '', 'Commandes :', ...lines].join('\n');
}

/** Runs one command line; returns the exit code. */
export async function runCli(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    processContext.print(usage());
    return name ? 0 : 2;
  }
  const command = COMMANDS[name];
  if (!command) {
    processContext.printError(`Commande inconnue : ${name}\n\n${usage()}`);
    return 2;
  }
  loadDotEnv();
  try {
    return await (
      await command.load()
    )(rest, processContext);
  } catch (error) {
    if (error instanceof CliUsageError) {
      processContext.printError(error.message);
      return 2;
    }
    if (error instanceof ConfigError) processContext.printError(error.message);
    else if (error instanceof ZodError) processContext.printError(error.issues.map((i) => `  - ${i.message}`).join('\n'));
    else processContext.printError(error instanceof Error ? `Échec : ${error.message}` : String(error));
    return 1;
  }
}

runCli(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
