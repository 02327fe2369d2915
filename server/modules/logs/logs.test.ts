import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { appLogs } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/app';
import { createAppLogJournal, serverLoggerOptions } from './app-log-journal';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => t?.close());

const post = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/logs',
    headers: {
      origin: t.config.publicUrl,
      'user-agent': 'Vitest/1',
      ...headers,
    },
    payload: payload as object,
  });

describe('correlation id', () => {
  it('every answer carries its request id in X-Request-Id', async () => {
    const a = await t.app.inject({ method: 'GET', url: '/api/health' });
    const b = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'forged' },
    });
    expect(a.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(b.headers['x-request-id']).not.toBe('forged');
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
  });
});

describe('server journal', () => {
  it('stores WARN and up with the request id, masking personal data and tokens', async () => {
    const journal = createAppLogJournal();
    journal.attach(t.database.db);
    // LOG_LEVEL=silent: nothing on stdout, the journal still gets WARN and up.
    const options = serverLoggerOptions('silent', journal);
    const log = pino({ level: options.level }, options.stream);
    log.info('not stored');
    log.warn({ reqId: 'req-1', code: 'ECONNREFUSED', to: 'amira@example.tn' }, 'mail to amira@example.tn failed');
    log.error(
      {
        reqId: 'req-2',
        err: Object.assign(new Error('boom ?token=abc'), { code: 'X' }),
        url: '/auth/magic?token=secret',
      },
      'unhandled error',
    );
    await journal.close();
    const rows = await t.database.db.select().from(appLogs);
    const server = rows.filter((r) => r.source === 'server');
    expect(server.map((r) => r.level)).toEqual(['WARN', 'ERROR']);
    expect(server[0]).toMatchObject({
      correlation_id: 'req-1',
      message: 'mail to [email masqué] failed',
      data: { code: 'ECONNREFUSED' },
    });
    expect(server[1]!.error).toMatchObject({
      name: 'Error',
      message: 'boom ?token=[masqué]',
      code: 'X',
    });
    expect(server[1]!.data).toEqual({ url: '/auth/magic?token=[masqué]' });
    expect(JSON.stringify(server)).not.toContain('amira@');
  });
});

describe('POST /api/logs (browser)', () => {
  it('stores WARN and up from anyone, masked, with the user agent; answers 202', async () => {
    const res = await post({
      entries: [
        { level: 'INFO', message: 'navigation' },
        {
          level: 'ERROR',
          category: 'api',
          operation: 'POST /api/orders',
          message: 'échec pour 98765432',
          error: { name: 'TypeError', message: 'x', stack: 'at a' },
          session_id: 's-1',
          correlation_id: 'c-1',
        },
      ],
    });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ stored: 1 });
    const [row] = (await t.database.db.select().from(appLogs)).filter((r) => r.source === 'web');
    expect(row).toMatchObject({
      level: 'ERROR',
      category: 'api',
      message: 'échec pour [téléphone masqué]',
      session_id: 's-1',
      correlation_id: 'c-1',
      user_agent: 'Vitest/1',
    });
  });

  it('refuses bad batches in French and stores nothing', async () => {
    const before = (await t.database.db.select().from(appLogs)).length;
    const cases: [unknown, string][] = [
      [{ entries: [] }, 'Journal vide'],
      [
        {
          entries: Array.from({ length: 51 }, () => ({
            level: 'ERROR',
            message: 'x',
          })),
        },
        'Au plus 50 entrées par envoi',
      ],
      [{ entries: [{ level: 'LOUD', message: 'x' }] }, 'Niveau de journal invalide'],
      [{ entries: [{ level: 'ERROR', message: 'x'.repeat(2001) }] }, 'Journal trop long'],
    ];
    for (const [payload, message] of cases) {
      const res = await post(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(message);
    }
    const big = await post({
      entries: [{ level: 'ERROR', message: 'x', data: { blob: 'y'.repeat(70_000) } }],
    });
    expect(big.statusCode).toBe(413);
    expect((await t.database.db.select().from(appLogs)).length).toBe(before);
  });

  it('is rate-limited per IP', async () => {
    let last = 0;
    for (let i = 0; i < 31; i++) last = (await post({ entries: [{ level: 'WARN', message: `n${i}` }] }, { 'x-forwarded-for': '1.2.3.4' })).statusCode;
    expect(last).toBe(429);
  });
});
