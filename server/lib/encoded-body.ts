/**
 * A response body compressed once and sent many times: the hot public answers (catalogue JSON, the
 * rendered index.html) are the same for every visitor until the catalogue changes, so compressing them
 * per request would waste most of the server's time.
 */
import { createHash } from 'node:crypto';
import { brotliCompress, brotliCompressSync, constants as zlibConstants, gzip, gzipSync } from 'node:zlib';
import { promisify } from 'node:util';
import type { FastifyReply, FastifyRequest } from 'fastify';

export interface EncodedBody {
  raw: Buffer;
  gzip: Buffer;
  brotli: Buffer;
  etag: string;
  contentType: string;
}

export function encodeBody(body: string, contentType: string): EncodedBody {
  const raw = Buffer.from(body, 'utf8');
  return {
    raw,
    gzip: gzipSync(raw, { level: 9 }),
    brotli: brotliCompressSync(raw, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9 } }),
    etag: `"${createHash('sha1').update(raw).digest('base64url').slice(0, 20)}"`,
    contentType,
  };
}

export function encodeJson(value: unknown): EncodedBody {
  return encodeBody(JSON.stringify(value), 'application/json; charset=utf-8');
}

/** Sends the best encoding the client accepts, with the ETag; 304 when the client already has it. */
export function sendEncoded(request: FastifyRequest, reply: FastifyReply, body: EncodedBody): FastifyReply {
  reply.headers({ etag: body.etag, vary: 'accept-encoding', 'content-type': body.contentType, 'cache-control': 'no-cache' });
  if (request.headers['if-none-match'] === body.etag) return reply.status(304).send();
  const accepted = request.headers['accept-encoding'] ?? '';
  if (accepted.includes('br')) return reply.header('content-encoding', 'br').send(body.brotli);
  if (accepted.includes('gzip')) return reply.header('content-encoding', 'gzip').send(body.gzip);
  return reply.send(body.raw);
}

const brotliFast = promisify(brotliCompress);
const gzipFast = promisify(gzip);
/** Per-request compression: fast levels (a few hundred microseconds for a page), off the main thread. */
const BROTLI_FAST_QUALITY = 4;
const GZIP_FAST_LEVEL = 1;

/**
 * Sends a body made per request from precomputed parts joined by `insert` (a page whose only varying part
 * is its path), compressed at a fast level. The ETag derives from the parts' and the insert's, so a
 * revalidation is answered 304 before anything is joined or compressed.
 */
export async function sendFast(
  request: FastifyRequest,
  reply: FastifyReply,
  {
    parts,
    insert,
    etagBase,
    contentType,
    noStore = false,
  }: {
    parts: string[];
    insert: string;
    etagBase: string;
    contentType: string;
    /** A page for its requester alone: no ETag, never stored. */ noStore?: boolean;
  },
): Promise<FastifyReply> {
  if (noStore) {
    reply.headers({ vary: 'accept-encoding', 'content-type': contentType, 'cache-control': 'no-store' });
  } else {
    const etag = `"${etagBase}-${createHash('sha1').update(insert).digest('base64url').slice(0, 12)}"`;
    reply.headers({ etag, vary: 'accept-encoding', 'content-type': contentType, 'cache-control': 'no-cache' });
    if (reply.statusCode === 200 && request.headers['if-none-match'] === etag) return reply.status(304).send();
  }
  const raw = Buffer.from(parts.join(insert), 'utf8');
  const accepted = request.headers['accept-encoding'] ?? '';
  if (accepted.includes('br')) {
    const body = await brotliFast(raw, {
      params: { [zlibConstants.BROTLI_PARAM_QUALITY]: BROTLI_FAST_QUALITY, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: raw.length },
    });
    return reply.header('content-encoding', 'br').send(body);
  }
  if (accepted.includes('gzip')) return reply.header('content-encoding', 'gzip').send(await gzipFast(raw, { level: GZIP_FAST_LEVEL }));
  return reply.send(raw);
}
