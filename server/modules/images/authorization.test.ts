/** Every image library route: anonymous 401, clients 403 (with or without a profile), operator and admin through. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { expectRefused, signInAllRoles, type Roles, type SignedIn } from '../../test/auth';
import { multipart, testPhoto } from '../../test/images';

let t: TestApp;
let photo: Buffer;
let who: Roles;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  who = await signInAllRoles(t.app);
  photo = await testPhoto(64, 64);
});
afterAll(() => t.close());

const routes: { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: object; upload?: boolean; ok: number }[] = [
  { method: 'GET', url: '/api/admin/images', ok: 200 },
  { method: 'GET', url: '/api/admin/images/1', ok: 200 },
  { method: 'POST', url: '/api/admin/images', upload: true, ok: 201 },
  { method: 'PUT', url: '/api/admin/images/1', payload: { title: 'Titre' }, ok: 200 },
  { method: 'POST', url: '/api/admin/images/1/replace', payload: { replacement_id: 2 }, ok: 200 },
  { method: 'DELETE', url: '/api/admin/images/1', ok: 200 },
];

describe.each(routes)('$method $url', ({ method, url, payload, upload, ok }) => {
  const send = (signedIn?: SignedIn) => {
    const headers = signedIn?.headers ?? { origin: t.config.publicUrl };
    if (upload) {
      const body = multipart([{ filename: 'a.jpg', content: photo }]);
      return t.app.inject({ method, url, headers: { ...headers, ...body.headers }, payload: body.payload });
    }
    return t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  };

  it('answers 401 to anonymous, 403 to clients', async () => {
    await expectRefused(send, [who.client, who.otherClient]);
  });

  it('lets operators and admins through (the route itself answers)', async () => {
    for (const staff of [who.operator, who.admin]) {
      const res = await send(staff);
      expect([ok, 404]).toContain(res.statusCode);
      if (res.statusCode !== ok) expect(res.json().error.code).toBe('IMAGE_NOT_FOUND');
    }
  });
});
