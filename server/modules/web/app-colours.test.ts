/**
 * The installed app's colours come from the settings like its name: the manifest's theme_color and
 * background_color, the served page's theme-color and the icons' ground follow a save of the identity
 * section; a colour that is not #RRGGBB is refused in French and changes nothing.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { signInAs, type SignedIn } from '../../test/auth';

let t: TestApp;
let admin: SignedIn;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  admin = await signInAs(t.app, { role: 'admin' });
});
afterAll(async () => t?.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const identite = async () => (await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: admin.headers })).json().identite;
const saveIdentite = (body: object) => t.app.inject({ method: 'PUT', url: '/api/admin/settings/identite', payload: body, headers: admin.headers });
const themeMeta = (html: string) => /<meta name="theme-color" content="([^"]*)">/.exec(html)?.[1];
/** The colour of an icon's top-left pixel: the maskable icon's ground fills its corners. */
async function cornerColour(url: string): Promise<string> {
  const res = await get(url);
  expect(res.headers['content-type']).toBe('image/png');
  const { data } = await sharp(res.rawPayload).raw().toBuffer({ resolveWithObject: true });
  return `#${[...data.subarray(0, 3)].map((b) => b.toString(16).padStart(2, '0')).join('')}`;
}

describe("the installed app's colours", () => {
  it('start as the shop ink, then follow the settings: manifest, page head and icons', async () => {
    const manifest = (await get('/manifest.webmanifest')).json();
    expect(manifest).toMatchObject({ theme_color: '#0f0f10', background_color: '#0f0f10' });
    expect(themeMeta((await get('/')).body)).toBe('#0f0f10');
    expect(await cornerColour('/icons/icon-192-maskable.png')).toBe('#0f0f10');

    const saved = await saveIdentite({ ...(await identite()), couleur_theme: '#1a4d2e', couleur_fond: '#f5efe0' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().identite).toMatchObject({ couleur_theme: '#1a4d2e', couleur_fond: '#f5efe0' });

    expect((await get('/manifest.webmanifest')).json()).toMatchObject({ theme_color: '#1a4d2e', background_color: '#f5efe0' });
    const home = (await get('/')).body;
    expect(themeMeta(home)).toBe('#1a4d2e');
    expect(home.match(/name="theme-color"/g)).toHaveLength(1);
    expect(themeMeta((await get('/menu')).body)).toBe('#1a4d2e');
    expect(await cornerColour('/icons/icon-192-maskable.png')).toBe('#f5efe0');
    expect(await cornerColour('/icons/icon-512-maskable.png')).toBe('#f5efe0');
  });

  it('refuses a colour that is not #RRGGBB with a French message and keeps the stored ones', async () => {
    const before = await identite();
    for (const bad of ['vert', '#fff', '#0f0f10"><script>']) {
      const res = await saveIdentite({ ...before, couleur_theme: bad });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe('Couleur invalide (#RRGGBB)');
    }
    expect(await identite()).toEqual(before);
    expect((await get('/manifest.webmanifest')).json().theme_color).toBe(before.couleur_theme);
  });
});
