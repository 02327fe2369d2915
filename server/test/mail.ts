/**
 * A real SMTP server for tests (smtp-server) that parses every message it receives (mailparser), so a
 * test can read the mail the app sent and follow its link.
 */
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { Config } from '../config';

/** An SMTP address where nothing listens: every send through it fails with ECONNREFUSED. */
export const SMTP_DOWN = 'smtp://127.0.0.1:9';

/** The config of a test app whose mail leaves through `smtpUrl` (Brevo's API on a closed port, never used). */
export function smtpConfig(smtpUrl: string, from = 'Sakura <commandes@sakura.tn>'): Pick<Config, 'mail'> {
  return { mail: { from, smtpUrl, brevoApiUrl: 'http://127.0.0.1:9' } };
}

export interface SmtpSink {
  /** smtp://127.0.0.1:port for SMTP_URL */
  url: string;
  messages: ParsedMail[];
  /** The first message to `to` matching `predicate`, waiting up to `timeoutMs`. */
  waitFor(to: string, predicate?: (mail: ParsedMail) => boolean, timeoutMs?: number): Promise<ParsedMail>;
  close(): Promise<void>;
}

export function recipients(mail: ParsedMail): string[] {
  const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
  return to.flatMap((a) => a.value.map((v) => (v.address ?? '').toLowerCase()));
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const messages: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          messages.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  // A client that goes away mid-session (an instance killed by the deployment test) resets its connection:
  // smtp-server reports it as an 'error' event, which without a listener would crash the test process.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    async waitFor(to, predicate = () => true, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = messages.find((m) => recipients(m).includes(to.toLowerCase()) && predicate(m));
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
        await new Promise((r) => setTimeout(r, 25));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The token of the first link to `path` in a mail's text. */
export function linkToken(mail: ParsedMail, path: string): string {
  const match = new RegExp(`${path.replace(/[/?]/g, '\\$&')}\\?token=([^\\s"&<]+)`).exec(mail.text ?? '');
  if (!match) throw new Error(`no ${path} link in mail "${mail.subject}"`);
  return decodeURIComponent(match[1]!);
}
