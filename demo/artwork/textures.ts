/** Reusable food textures as SVG patterns: rice grains, nori, roe, sesame. */
import { NORI, SESAME, TOBIKO } from './palette';
import { mulberry32, type Rng } from './prng';
import { riceTile } from './raster';
import { n, type Scene } from './svg';

const RICE_TILE = 72;

/** Rice texture (a bitmap tile rendered once per process), then a per-use offset/rotation via href. */
export function ricePattern(s: Scene, rng: Rng, tone: 'white' | 'sushi' = 'sushi'): string {
  const base = s.define(
    `rice-${tone}`,
    (id) =>
      `<pattern id="${id}" width="${RICE_TILE}" height="${RICE_TILE}" patternUnits="userSpaceOnUse"><image width="${RICE_TILE}" height="${RICE_TILE}" href="${riceTile(tone, RICE_TILE)}"/></pattern>`,
  );
  const variant = rng.int(0, 7);
  const id = s.define(
    `rice-${tone}-v${variant}`,
    (vid) => `<pattern id="${vid}" href="#${base}" patternTransform="translate(${variant * 23} ${variant * 41})"/>`,
  );
  return `url(#${id})`;
}

export function noriPattern(s: Scene): string {
  const id = s.define('nori', (pid) => {
    const r = mulberry32(99);
    let light = '';
    let dark = '';
    for (let i = 0; i < 60; i++) {
      const x = r.range(0, 60);
      const y = r.range(0, 60);
      const len = r.range(3, 12);
      const a = r.range(0, Math.PI);
      const seg = `M${n(x)} ${n(y)}l${n(Math.cos(a) * len)} ${n(Math.sin(a) * len)}`;
      if (i % 3 === 0) dark += seg;
      else light += seg;
    }
    return `<pattern id="${pid}" width="60" height="60" patternUnits="userSpaceOnUse"><rect width="60" height="60" fill="${NORI.base}"/><path d="${light}" stroke="${NORI.sheen}" stroke-opacity="0.22" stroke-width="0.9" stroke-linecap="round"/><path d="${dark}" stroke="${NORI.dark}" stroke-opacity="0.5" stroke-width="1.2" stroke-linecap="round"/></pattern>`;
  });
  return `url(#${id})`;
}

/** Tiny fish-roe dots (tobiko/masago) tile. */
export function tobikoPattern(s: Scene, colour: { orange: string; light: string; dark: string } = TOBIKO, key = 'orange'): string {
  const id = s.define(`tobiko-${key}`, (pid) => {
    const r = mulberry32(5);
    const T = 30;
    let dots = '';
    let hi = '';
    for (let i = 0; i < 34; i++) {
      const x = r.range(0, T);
      const y = r.range(0, T);
      const rad = r.range(2.1, 2.7);
      for (const ox of [-T, 0, T]) {
        for (const oy of [-T, 0, T]) {
          const cx = x + ox;
          const cy = y + oy;
          if (cx < -4 || cx > T + 4 || cy < -4 || cy > T + 4) continue;
          dots += `M${n(cx - rad)} ${n(cy)}a${n(rad)} ${n(rad)} 0 1 0 ${n(rad * 2)} 0a${n(rad)} ${n(rad)} 0 1 0 ${n(-rad * 2)} 0Z`;
          hi += `M${n(cx - rad * 0.7)} ${n(cy - rad * 0.3)}a${n(rad * 0.35)} ${n(rad * 0.35)} 0 1 0 ${n(rad * 0.7)} 0a${n(rad * 0.35)} ${n(rad * 0.35)} 0 1 0 ${n(-rad * 0.7)} 0Z`;
        }
      }
    }
    return `<pattern id="${pid}" width="${T}" height="${T}" patternUnits="userSpaceOnUse"><rect width="${T}" height="${T}" fill="${colour.dark}"/><path d="${dots}" fill="${colour.orange}" stroke="${colour.dark}" stroke-width="0.5"/><path d="${hi}" fill="${colour.light}" fill-opacity="0.9"/></pattern>`;
  });
  return `url(#${id})`;
}

/** Scattered sesame seeds inside a radius (local coordinates), as two paths. */
export function sesame(rng: Rng, count: number, radius: number, opts: { black?: number; cx?: number; cy?: number; ry?: number; size?: number } = {}): string {
  let white = '';
  let black = '';
  let hi = '';
  const sz = opts.size ?? 1;
  for (let i = 0; i < count; i++) {
    const a = rng.range(0, Math.PI * 2);
    const rr = Math.sqrt(rng.next()) * radius;
    const x = (opts.cx ?? 0) + Math.cos(a) * rr;
    const y = (opts.cy ?? 0) + Math.sin(a) * rr * ((opts.ry ?? radius) / radius);
    const ang = rng.range(0, 360);
    const seed = seedPath(x, y, 4.2 * sz, 2.3 * sz, ang);
    if (rng.chance(opts.black ?? 0)) black += seed;
    else {
      white += seed;
      hi += seedPath(x - 0.6 * sz, y - 0.6 * sz, 2 * sz, 0.9 * sz, ang);
    }
  }
  return `<path d="${white}" fill="${SESAME.white}" stroke="#b59a6a" stroke-width="0.5"/><path d="${hi}" fill="#fffaf0" fill-opacity="0.8"/><path d="${black}" fill="${SESAME.black}" stroke="#000" stroke-width="0.4"/>`;
}

/** Teardrop seed outline. */
export function seedPath(x: number, y: number, len: number, wid: number, angleDeg: number): string {
  const a = (angleDeg * Math.PI) / 180;
  const c = Math.cos(a);
  const s = Math.sin(a);
  const p = (u: number, v: number) => `${n(x + u * c - v * s)} ${n(y + u * s + v * c)}`;
  return `M${p(-len, 0)}Q${p(-len * 0.2, -wid * 1.3)} ${p(len * 0.55, -wid * 0.6)}Q${p(len, 0)} ${p(len * 0.55, wid * 0.6)}Q${p(-len * 0.2, wid * 1.3)} ${p(-len, 0)}Z`;
}

/** Sheen: a soft white highlight ellipse in local coordinates. */
export function sheen(s: Scene, cx: number, cy: number, rx: number, ry: number, angle = 0, strength = 0.5): string {
  const g = s.radial([
    [0, '#ffffff', strength],
    [0.5, '#ffffff', strength * 0.35],
    [1, '#ffffff', 0],
  ]);
  return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${g}"${angle ? ` transform="rotate(${n(angle)} ${n(cx)} ${n(cy)})"` : ''}/>`;
}
