/**
 * A network thermal printer for tests: listens on TCP, answers the paper status request (DLE EOT 4) and
 * decodes what each connection sends with core's ESC/POS decoder (text lines, images, cuts). `paperOut`
 * makes it report an empty roll; `close()` stops it (the printer is off).
 */
import net from 'node:net';
import { decodeEscPos, type DecodedTicket } from '@core/print/escpos';

export interface FakePrinter {
  port: number;
  /** Every ticket received, in order (one per cut). */
  tickets: DecodedTicket[];
  /** Connections that sent a ticket. */
  jobs: number;
  paperOut: boolean;
  close(): Promise<void>;
}

export async function startFakePrinter({ port = 0 }: { port?: number } = {}): Promise<FakePrinter> {
  const sockets = new Set<net.Socket>();
  const printer: FakePrinter = {
    port: 0,
    tickets: [],
    jobs: 0,
    paperOut: false,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
  const server = net.createServer((socket) => {
    sockets.add(socket);
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => {
      // The status request comes alone, before the ticket.
      if (chunks.length === 0 && chunk.length === 3 && chunk[0] === 0x10 && chunk[1] === 0x04) {
        socket.write(Uint8Array.of(printer.paperOut ? 0x72 : 0x12));
        return;
      }
      chunks.push(chunk);
    });
    socket.on('end', () => {
      const tickets = decodeEscPos(Buffer.concat(chunks));
      if (tickets.length) {
        printer.tickets.push(...tickets);
        printer.jobs += 1;
      }
      socket.end();
    });
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  printer.port = (server.address() as net.AddressInfo).port;
  return printer;
}

/** A port on 127.0.0.1 nothing listens on (a printer that is off). */
export async function closedPort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}
