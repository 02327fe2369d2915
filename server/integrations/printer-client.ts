/**
 * Raw TCP to a network thermal printer (port 9100, "JetDirect"): connect, ask the paper sensor
 * (DLE EOT 4) and refuse to print when the roll is out, write the ticket's bytes, close. Every step is
 * bounded by one timeout. A printer that does not answer the status request within STATUS_WAIT_MS is
 * printed to anyway: many do not implement it. Errors carry a short French reason for the board's alert.
 */
import net from 'node:net';
import { isPaperOut, PAPER_STATUS_REQUEST } from '@core/print/escpos';
import { PAPER_OUT } from '@core/schemas/printers';

const PRINT_TIMEOUT_MS = 10_000;
const STATUS_WAIT_MS = 1_000;
const CLOSE_WAIT_MS = 2_000;

export class PrinterError extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'PrinterError';
  }
}

const REASONS: Record<string, string> = {
  ECONNREFUSED: 'connexion refusée',
  EHOSTUNREACH: 'hôte injoignable',
  ENETUNREACH: 'réseau injoignable',
  ENOTFOUND: 'adresse inconnue',
  EAI_AGAIN: 'adresse inconnue',
  ECONNRESET: 'connexion coupée',
  EPIPE: 'connexion coupée',
};

export interface SendToPrinterOptions {
  host: string;
  port: number;
  bytes: Uint8Array;
  timeoutMs?: number;
  statusWaitMs?: number;
}

export function sendToPrinter({ host, port, bytes, timeoutMs = PRINT_TIMEOUT_MS, statusWaitMs = STATUS_WAIT_MS }: SendToPrinterOptions): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = net.createConnection({ host, port });
    let settled = false;
    let statusTimer: NodeJS.Timeout | undefined;
    const finish = (error?: PrinterError) => {
      if (settled) return;
      settled = true;
      clearTimeout(statusTimer);
      clearTimeout(timer);
      if (error) {
        socket.destroy();
        reject(error);
      } else resolve();
    };
    const timer = setTimeout(() => finish(new PrinterError('délai dépassé')), timeoutMs);
    socket.on('error', (error: NodeJS.ErrnoException) => finish(new PrinterError(REASONS[error.code ?? ''] ?? 'erreur réseau')));
    let printing = false;
    const print = () => {
      if (printing) return;
      printing = true;
      clearTimeout(statusTimer);
      socket.end(bytes);
    };
    socket.once('connect', () => {
      socket.write(PAPER_STATUS_REQUEST);
      statusTimer = setTimeout(print, statusWaitMs);
    });
    socket.on('data', (chunk: Buffer) => {
      if (printing) return;
      if (isPaperOut(chunk[0]!)) finish(new PrinterError(PAPER_OUT));
      else print();
    });
    // Closed after our end: the bytes reached the printer. One that keeps its side open is left once
    // every byte is flushed (a timeout then would print the ticket twice on the retry).
    socket.on('finish', () => {
      setTimeout(() => {
        if (!settled) {
          finish();
          socket.destroy();
        }
      }, CLOSE_WAIT_MS).unref();
    });
    socket.on('close', () => (printing ? finish() : finish(new PrinterError('connexion fermée par l’imprimante'))));
  });
}
