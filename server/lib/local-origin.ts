/**
 * This server's own address, for the stand-ins it serves to itself outside production (the Konnect
 * simulator, the WhatsApp and SMS stand-ins): shared by payments and messages, which import neither.
 */
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** http://127.0.0.1:port of this server when it listens (tests listen on port 0), else PUBLIC_URL. */
export function localOrigin(app: FastifyInstance): string {
  const address = app.server.address() as AddressInfo | string | null;
  if (address && typeof address === 'object') return `http://127.0.0.1:${address.port}`;
  return app.config.publicUrl;
}
