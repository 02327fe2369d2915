/** A session for the kitchen's side of a run (the admin who launched it), as a Cookie header. */
import type { FastifyInstance } from 'fastify';

export async function sessionCookieFor(app: FastifyInstance, userId: string): Promise<string> {
  const { headers } = await app.auth.api.startSession({
    body: { userId },
    returnHeaders: true,
  });
  return headers
    .getSetCookie()
    .map((line) => line.split(';')[0]!.trim())
    .filter((pair) => pair.slice(pair.indexOf('=') + 1) !== '')
    .join('; ');
}
