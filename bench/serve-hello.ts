/**
 * The references, same Node, same machine: a bare Fastify hello-world route, and a bare route sending
 * BENCH_SAME_BYTES random bytes as if compressed (the size of the catalogue answer), to tell framework
 * overhead from payload cost. Prints `READY <port>`.
 */
import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';

const sameBytes = randomBytes(Number(process.env.BENCH_SAME_BYTES ?? 5000));
const app = Fastify({ logger: false });
app.get('/hello', async () => ({ hello: 'world' }));
app.get('/same-bytes', async (_request, reply) =>
  reply.headers({ 'content-type': 'application/json; charset=utf-8', 'content-encoding': 'br' }).send(sameBytes),
);
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
console.log(`READY ${typeof address === 'object' && address ? address.port : 0}`);
