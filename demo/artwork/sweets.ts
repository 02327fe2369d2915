/** Desserts: mochi, matcha roll cake, dorayaki, cheesecake. */
import { clipTo, pathOf } from './fish';
import type { Rng } from './prng';
import { blob, n, shade, type Placement, type Pt, type Scene } from './svg';
import { sheen } from './textures';

export const MOCHI_COLOURS: ReadonlyArray<{ base: string; light: string; inner: string }> = [
  { base: '#f4b6c2', light: '#fde4ea', inner: '#f7d7de' },
  { base: '#9dc46a', light: '#d9ecb8', inner: '#c5e09a' },
  { base: '#f6efe2', light: '#ffffff', inner: '#6a2a24' },
  { base: '#f6cf6a', light: '#fff0c0', inner: '#ffe59a' },
  { base: '#b79ad6', light: '#e6dbf3', inner: '#d2c0ea' },
  { base: '#f7a8a0', light: '#ffe2dc', inner: '#fbe9e4' },
];

export function mochi(s: Scene, rng: Rng, p: Placement, colour: { base: string; light: string; inner: string }, cut = false): void {
  const R = 100;
  const d = pathOf(blob(rng, R, R * 0.94, 14, 0.025));
  let body = `<path d="${d}" fill="${s.radial(
    [
      [0, colour.light],
      [0.55, colour.base],
      [0.92, shade(colour.base, -0.12)],
      [1, shade(colour.base, -0.22)],
    ],
    0.42,
    0.4,
    0.62,
    0.36,
    0.32,
  )}"/>`;
  // starch dusting
  let dust = '';
  for (let i = 0; i < 90; i++) {
    const a = rng.range(0, Math.PI * 2);
    const r = Math.sqrt(rng.next()) * R * 0.95;
    const sz = rng.range(0.6, 1.8);
    dust += `M${n(Math.cos(a) * r - sz)} ${n(Math.sin(a) * r)}a${n(sz)} ${n(sz)} 0 1 0 ${n(sz * 2)} 0a${n(sz)} ${n(sz)} 0 1 0 ${n(-sz * 2)} 0Z`;
  }
  body += `<path d="${dust}" fill="#fff" fill-opacity="0.55"/>`;
  if (cut) {
    // the front half is cut away: show the filling
    const cutD = `M${-R} 4Q0 -10 ${R} 4L${R} ${R}L${-R} ${R}Z`;
    body += clipTo(
      s,
      d,
      `<path d="${cutD}" fill="${shade(colour.light, -0.03)}"/><path d="M${-R * 0.8} 16Q0 2 ${R * 0.8} 16Q${R * 0.6} ${R * 0.8} 0 ${R * 0.82}Q${-R * 0.6} ${R * 0.8} ${-R * 0.8} 16Z" fill="${s.radial(
        [
          [0, shade(colour.inner, 0.15)],
          [1, colour.inner],
        ],
      )}"/>`,
    );
  }
  body += sheen(s, -R * 0.32, -R * 0.38, R * 0.42, R * 0.26, -30, 0.55);
  s.piece({ lift: 1.2, ...p }, body, `<path d="${d}"/>`);
}

/** Matcha roll cake slice seen from above: sponge spiral with cream. */
export function rollCake(s: Scene, rng: Rng, p: Placement): void {
  const R = 110;
  const d = pathOf(blob(rng, R, R * 0.96, 16, 0.02));
  let body = `<path d="${d}" fill="#6f8f2a"/><path d="${d}" transform="scale(0.96)" fill="${s.radial([
    [0, '#c8dc86'],
    [1, '#9fbf52'],
  ])}"/>`;
  let spiral = '';
  const turns = 2.3;
  const steps = 70;
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const a = t * turns * Math.PI * 2;
    const r = 8 + t * R * 0.78;
    spiral += `${i === 0 ? 'M' : 'L'}${n(Math.cos(a) * r)} ${n(Math.sin(a) * r)}`;
  }
  body += `<path d="${spiral}" fill="none" stroke="#fffaf0" stroke-width="14" stroke-linecap="round" stroke-linejoin="round"/>`;
  body += `<path d="${spiral}" transform="translate(1.5 2)" fill="none" stroke="#e9e2cc" stroke-width="4" stroke-linecap="round"/>`;
  body += `<circle r="14" fill="#fffaf0"/>`;
  let pores = '';
  for (let i = 0; i < 80; i++) {
    const a = rng.range(0, Math.PI * 2);
    const r = rng.range(10, R * 0.9);
    pores += `M${n(Math.cos(a) * r)} ${n(Math.sin(a) * r)}h1.5`;
  }
  body += `<path d="${pores}" stroke="#5f7f1e" stroke-opacity="0.5" stroke-width="2" stroke-linecap="round"/>`;
  body += sheen(s, -R * 0.3, -R * 0.4, R * 0.4, R * 0.18, -30, 0.25);
  s.piece({ lift: 1.5, ...p }, body, `<path d="${d}"/>`);
}

export function dorayaki(s: Scene, rng: Rng, p: Placement, cut = false): void {
  const R = 115;
  const d = pathOf(blob(rng, R, R * 0.97, 16, 0.015));
  let body = `<path d="${d}" transform="translate(0 10)" fill="#f1d6a0"/>`;
  body += `<path d="${d}" fill="${s.radial(
    [
      [0, '#6a3410'],
      [0.55, '#8a4a1a'],
      [0.82, '#b8702e'],
      [0.95, '#e2b070'],
      [1, '#f1d6a0'],
    ],
    0.47,
    0.46,
    0.52,
  )}"/>`;
  body += sheen(s, -R * 0.3, -R * 0.35, R * 0.45, R * 0.2, -30, 0.28);
  if (cut) {
    body += clipTo(
      s,
      d,
      `<path d="M${-R} 20L${R} -10L${R} ${R}L${-R} ${R}Z" fill="#f3dcb0"/><path d="M${-R} 34L${R} 4L${R} 40L${-R} 70Z" fill="#5a1e16"/><path d="M${-R} 46L${R} 16" stroke="#7a2a20" stroke-width="6"/>`,
    );
  }
  s.piece({ lift: 1.6, ...p }, body, `<path d="${d}"/>`);
}

/** Square of matcha cheesecake dusted with matcha, with a raspberry. */
export function matchaCake(s: Scene, rng: Rng, p: Placement): void {
  const W = 120;
  const d = `M${-W} ${-W * 0.9}L${W} ${-W * 0.9}L${W} ${W * 0.9}L${-W} ${W * 0.9}Z`;
  let body = `<path d="${d}" transform="translate(0 18)" fill="#7a5a34"/><path d="${d}" transform="translate(0 10)" fill="#f4ecd4"/>`;
  body += `<path d="${d}" fill="${s.radial(
    [
      [0, '#a8c456'],
      [1, '#7f9e32'],
    ],
    0.45,
    0.45,
    0.7,
  )}"/>`;
  let dust = '';
  for (let i = 0; i < 160; i++) dust += `M${n(rng.range(-W, W))} ${n(rng.range(-W * 0.9, W * 0.9))}h2`;
  body += `<path d="${dust}" stroke="#5f7f1e" stroke-opacity="0.55" stroke-width="2" stroke-linecap="round"/>`;
  body += raspberry(s, rng, 40, -30, 22) + raspberry(s, rng, 70, 0, 20);
  body += `<path d="M10 -50q20 -20 40 -6q-20 4 -40 6z" fill="#3f8a2c"/>`;
  s.piece({ lift: 1.5, ...p }, body, `<path d="${d}"/><path d="${d}" transform="translate(0 18)"/>`);
}

export function raspberry(s: Scene, rng: Rng, cx: number, cy: number, r: number): string {
  let out = `<circle cx="${n(cx + 3)}" cy="${n(cy + 4)}" r="${n(r)}" fill="#000" fill-opacity="0.25"/>`;
  const fill = s.radial(
    [
      [0, '#ff6a7a'],
      [0.6, '#d41e3a'],
      [1, '#8a0a1e'],
    ],
    0.4,
    0.35,
    0.7,
  );
  const drupes: Pt[] = [];
  for (let i = 0; i < 16; i++) {
    const a = rng.range(0, Math.PI * 2);
    const rr = Math.sqrt(rng.next()) * r * 0.7;
    drupes.push([cx + Math.cos(a) * rr, cy + Math.sin(a) * rr]);
  }
  out += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="#a8122a"/>`;
  for (const [x, y] of drupes.sort((a, b) => a[1] - b[1])) out += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.32)}" fill="${fill}"/>`;
  return out;
}

/** Small five-petal cherry blossom. */
export function sakura(s: Scene, p: Placement, colour = '#f7c5d0'): void {
  let body = '';
  for (let i = 0; i < 5; i++) {
    const a = i * 72;
    body += `<path d="M0 0C-14 -14 -16 -34 -6 -44L0 -38L6 -44C16 -34 14 -14 0 0Z" transform="rotate(${a})" fill="${s.radial(
      [
        [0, '#fff6f8'],
        [1, colour],
      ],
      0.5,
      0.3,
      0.8,
    )}" stroke="${shade(colour, -0.15)}" stroke-width="1"/>`;
  }
  body += `<circle r="7" fill="#f08aa0"/>`;
  for (let i = 0; i < 8; i++) {
    const a = (i / 8) * Math.PI * 2;
    body += `<path d="M0 0L${n(Math.cos(a) * 14)} ${n(Math.sin(a) * 14)}" stroke="#c8506a" stroke-width="1.2"/><circle cx="${n(Math.cos(a) * 14)}" cy="${n(Math.sin(a) * 14)}" r="2" fill="#f6d04a"/>`;
  }
  s.piece({ lift: 0.3, ...p }, body, `<circle r="36"/>`);
}

export function mintLeaf(s: Scene, p: Placement): void {
  const d = 'M-40 0Q-20 -26 30 -10Q44 0 30 10Q-20 26 -40 0Z';
  const body = `<path d="${d}" fill="${s.linear(
    [
      [0, '#7cc24a'],
      [1, '#2f7a1c'],
    ],
    0,
    0,
    0,
    1,
  )}"/><path d="M-38 0Q0 -3 36 0M-10 -1l10 -10M10 -1l8 -8M-10 1l10 10M10 1l8 8" stroke="#a8e07a" stroke-opacity="0.7" stroke-width="1.5" fill="none"/>`;
  s.piece({ lift: 0.3, ...p }, body, `<path d="${d}"/>`);
}
