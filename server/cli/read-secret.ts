/**
 * Reads a secret without it ever being on the command line (where `ps` and the shell history would keep
 * it): typed at a prompt that does not echo it when the input is a terminal, else the first line of the
 * piped input (`printf '%s\n' "$PASSWORD" | node dist/server/cli.js admin:create …`).
 */
import { stdin, stdout } from 'node:process';

export async function readSecret(prompt: string, input: NodeJS.ReadStream = stdin): Promise<string> {
  return input.isTTY ? promptHidden(prompt, input) : firstLine(input);
}

async function firstLine(input: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of input) {
    text += chunk.toString();
    if (text.includes('\n')) break;
  }
  return text.split(/\r?\n/)[0] ?? '';
}

function promptHidden(prompt: string, input: NodeJS.ReadStream): Promise<string> {
  return new Promise((resolve, reject) => {
    stdout.write(prompt);
    let typed = '';
    input.setRawMode(true);
    input.resume();
    const done = (error?: Error) => {
      input.setRawMode(false);
      input.pause();
      input.removeListener('data', onData);
      stdout.write('\n');
      if (error) reject(error);
      else resolve(typed);
    };
    const onData = (chunk: Buffer) => {
      for (const char of chunk.toString('utf8')) {
        if (char === '\r' || char === '\n') return done();
        if (char === '\u0003') return done(new Error('Interrompu'));
        if (char === '\u007f' || char === '\b') typed = typed.slice(0, -1);
        else if (char >= ' ') typed += char;
      }
    };
    input.on('data', onData);
  });
}
