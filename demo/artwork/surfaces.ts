/** Table surfaces, plates, boards, bowls and the final lighting pass. */
import { CERAMICS, STONES, WOODS, type CeramicKind, type SurfacePalette } from './palette';
import type { Rng } from './prng';
import { mix, n, n3, roundRectPath, shade, type Scene } from './svg';

export type SurfaceKind = 'wood' | 'slate' | 'stone';

export function surface(s: Scene, kind: SurfaceKind, rng: Rng): void {
  if (kind === 'wood') woodTable(s, rng.pick(WOODS), rng);
  else stoneTable(s, rng.pick(STONES), rng, kind === 'slate');
}

function woodTable(s: Scene, pal: SurfacePalette, rng: Rng): void {
  const { width: W, height: H } = s;
  const vertical = rng.chance(0.3);
  const span = vertical ? W : H;
  const length = vertical ? H : W;
  let out = `<rect width="${W}" height="${H}" fill="${pal.dark}"/>`;
  let pos = -rng.range(0, 60);
  while (pos < span) {
    const size = rng.range(span * 0.2, span * 0.32);
    const tone = rng.range(-0.18, 0.12);
    const base = tone >= 0 ? mix(pal.base, pal.light, tone * 3) : mix(pal.base, pal.dark, -tone * 2);
    const grad = s.linear(
      [
        [0, shade(base, 0.05)],
        [0.5, base],
        [1, shade(base, -0.18)],
      ],
      0,
      0,
      vertical ? 1 : 0,
      vertical ? 0 : 1,
    );
    const rect = vertical
      ? `<rect x="${n(pos)}" y="0" width="${n(size)}" height="${H}" fill="${grad}"/>`
      : `<rect x="0" y="${n(pos)}" width="${W}" height="${n(size)}" fill="${grad}"/>`;
    out += rect;
    // grain: long slightly wavy lines, grouped in two paths (dark, light)
    let dark = '';
    let light = '';
    const lines = Math.round(size / 5);
    for (let i = 0; i < lines; i++) {
      const off = pos + rng.range(0, size);
      const amp = rng.range(1, 6);
      const freq = rng.range(0.002, 0.006);
      const ph = rng.range(0, 6.28);
      const pts: string[] = [];
      const start = rng.range(-200, 0);
      const end = rng.chance(0.6) ? length + 50 : rng.range(length * 0.3, length);
      for (let t = start; t <= end; t += 80) {
        const w = off + Math.sin(t * freq + ph) * amp + Math.sin(t * freq * 3.1 + ph * 2) * amp * 0.3;
        pts.push(vertical ? `${n(w)} ${n(t)}` : `${n(t)} ${n(w)}`);
      }
      const d = `M${pts.join('L')}`;
      if (rng.chance(0.7)) dark += d;
      else light += d;
    }
    out += `<path d="${dark}" fill="none" stroke="${pal.grain}" stroke-opacity="0.35" stroke-width="1.6" stroke-linejoin="round"/>`;
    out += `<path d="${light}" fill="none" stroke="${pal.light}" stroke-opacity="0.28" stroke-width="1.2" stroke-linejoin="round"/>`;
    // seam
    const seam = pos + size;
    out += vertical
      ? `<rect x="${n(seam - 2)}" y="0" width="3" height="${H}" fill="#000" fill-opacity="0.55"/><rect x="${n(seam + 1)}" y="0" width="1" height="${H}" fill="${pal.light}" fill-opacity="0.25"/>`
      : `<rect x="0" y="${n(seam - 2)}" width="${W}" height="3" fill="#000" fill-opacity="0.55"/><rect x="0" y="${n(seam + 1)}" width="${W}" height="1" fill="${pal.light}" fill-opacity="0.25"/>`;
    pos = seam + 2;
  }
  s.add('ground', out);
}

function stoneTable(s: Scene, pal: SurfacePalette, rng: Rng, slate: boolean): void {
  const { width: W, height: H } = s;
  let out = `<rect width="${W}" height="${H}" fill="${pal.base}"/>`;
  // large soft mottling
  for (let i = 0; i < 7; i++) {
    const cx = rng.range(0, W);
    const cy = rng.range(0, H);
    const r = rng.range(W * 0.15, W * 0.4);
    const col = rng.chance(0.5) ? pal.light : pal.dark;
    const g = s.radial([
      [0, col, 0.45],
      [1, col, 0],
    ]);
    out += `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(r)}" ry="${n(r * rng.range(0.5, 1))}" fill="${g}"/>`;
  }
  if (slate) {
    // cleft strata: faint near-horizontal bands
    let d = '';
    let l = '';
    for (let i = 0; i < 46; i++) {
      const y = rng.range(0, H);
      const x0 = rng.range(-100, W);
      const len = rng.range(120, 600);
      const tilt = rng.range(-0.04, 0.04);
      const seg = `M${n(x0)} ${n(y)}Q${n(x0 + len / 2)} ${n(y + rng.range(-4, 4) + (tilt * len) / 2)} ${n(x0 + len)} ${n(y + tilt * len)}`;
      if (rng.chance(0.5)) d += seg;
      else l += seg;
    }
    out += `<path d="${d}" fill="none" stroke="${pal.dark}" stroke-opacity="0.5" stroke-width="2"/>`;
    out += `<path d="${l}" fill="none" stroke="${pal.grain}" stroke-opacity="0.22" stroke-width="1.2"/>`;
  }
  out += `<rect width="${W}" height="${H}" fill="url(#${speckPattern(s, pal.grain, pal.dark, rng)})"/>`;
  s.add('ground', out);
}

function speckPattern(s: Scene, light: string, dark: string, rng: Rng): string {
  return s.define(`speck${light}${dark}`, (id) => {
    let a = '';
    let b = '';
    for (let i = 0; i < 70; i++) {
      const x = rng.range(0, 160);
      const y = rng.range(0, 160);
      const r = rng.range(0.4, 1.3);
      const d = `M${n(x - r)} ${n(y)}a${n(r)} ${n(r)} 0 1 0 ${n(2 * r)} 0a${n(r)} ${n(r)} 0 1 0 ${n(-2 * r)} 0Z`;
      if (i % 2) a += d;
      else b += d;
    }
    return `<pattern id="${id}" width="160" height="160" patternUnits="userSpaceOnUse"><path d="${a}" fill="${light}" fill-opacity="0.35"/><path d="${b}" fill="${dark}" fill-opacity="0.5"/></pattern>`;
  });
}

/** Soft shadow on the table for a round object (no filter: a radial gradient). */
/**
 * A round piece of ware seen from above (cup, bowl, dish): its outer wall lit from the top left (the glaze
 * lightened by outer[0] at the light, darkened by outer[1] away from it), then the inside from `inner` of
 * the radius, lit the other way (wall[0] at the light, wall[1] away).
 */
export function ceramicDisc(
  s: Scene,
  cx: number,
  cy: number,
  r: number,
  base: string,
  { outer, inner, wall }: { outer: [number, number]; inner: number; wall: [number, number] },
): string {
  const disc = (radius: number, [light, away]: [number, number]) =>
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(radius)}" fill="${s.lit([
      [0, shade(base, light)],
      [1, shade(base, away)],
    ])}"/>`;
  return disc(r, outer) + disc(r * inner, wall);
}

export function roundGroundShadow(s: Scene, cx: number, cy: number, r: number, strength = 0.75, dist = 0.08): void {
  const g = s.radial([
    [0, '#000', strength],
    [0.72, '#000', strength * 0.8],
    [0.86, '#000', strength * 0.3],
    [1, '#000', 0],
  ]);
  const [dx, dy] = s.shadowDir;
  s.add('groundShadow', `<ellipse cx="${n(cx + dx * r * dist)}" cy="${n(cy + dy * r * dist)}" rx="${n(r * 1.12)}" ry="${n(r * 1.12)}" fill="${g}"/>`);
}

/** Soft shadow for a rectangular object: stacked translucent rounded rects. */
export function rectGroundShadow(
  s: Scene,
  x: number,
  y: number,
  w: number,
  h: number,
  radius: number,
  spread = 26,
  strength = 0.6,
  layer: 'groundShadow' | 'shadow' = 'groundShadow',
): void {
  const [dx, dy] = s.shadowDir;
  const steps = 7;
  let out = '';
  for (let i = 0; i < steps; i++) {
    const grow = (spread * (i + 0.5)) / steps;
    out += `<path d="${roundRectPath(x - grow + dx * spread * 0.5, y - grow + dy * spread * 0.5, w + grow * 2, h + grow * 2, radius + grow)}"/>`;
  }
  s.add(layer, `<g fill="#000" fill-opacity="${n3(strength / steps)}">${out}</g>`);
}

export function roundPlate(s: Scene, cx: number, cy: number, r: number, kind: CeramicKind, rng: Rng): { well: number } {
  const c = CERAMICS[kind];
  roundGroundShadow(s, cx, cy, r);
  const well = r * (kind === 'indigo' ? 0.74 : 0.78);
  const rimGrad = s.linear(
    [
      [0, shade(c.rim, 0.08)],
      [0.5, c.base],
      [1, shade(c.base, -0.25)],
    ],
    0.15,
    0.1,
    0.85,
    0.95,
  );
  const wellGrad = s.radial(
    [
      [0, shade(c.base, 0.04)],
      [0.82, c.base],
      [0.94, shade(c.base, -0.12)],
      [1, shade(c.base, -0.22)],
    ],
    0.5,
    0.5,
    0.5,
    0.44,
    0.4,
  );
  let out = `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${rimGrad}"/>`;
  if (kind === 'indigo') {
    // hand-painted sometsuke rim: a broad wash band, a fine line and brushed scallops
    out += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.885)}" fill="none" stroke="${c.rim}" stroke-width="${n(r * 0.085)}" stroke-opacity="0.78"/>`;
    out += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.975)}" fill="none" stroke="${c.rim}" stroke-width="${n(r * 0.01)}" stroke-opacity="0.85"/>`;
    out += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.79)}" fill="none" stroke="${c.rim}" stroke-width="${n(r * 0.006)}" stroke-opacity="0.7"/>`;
    let waves = '';
    const count = 28;
    for (let i = 0; i < count; i++) {
      const a0 = (i / count) * Math.PI * 2;
      const a1 = ((i + 0.8) / count) * Math.PI * 2;
      const rr = r * 0.885;
      waves += `M${n(cx + Math.cos(a0) * rr)} ${n(cy + Math.sin(a0) * rr)}A${n(rr * 0.2)} ${n(rr * 0.2)} 0 0 1 ${n(cx + Math.cos(a1) * rr)} ${n(cy + Math.sin(a1) * rr)}`;
    }
    out += `<path d="${waves}" fill="none" stroke="${c.base}" stroke-opacity="0.55" stroke-width="${n(r * 0.008)}" stroke-linecap="round"/>`;
  }
  // rim highlight (top-left) and lip
  out += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r - 1.5)}" fill="none" stroke="${s.lit([
    [0, '#fff', 0.55],
    [0.5, '#fff', 0.05],
    [1, '#fff', 0],
  ])}" stroke-width="2"/>`;
  out += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(well)}" fill="${wellGrad}"/>`;
  out += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(well)}" fill="none" stroke="${s.lit([
    [0, '#000', 0.28],
    [0.5, '#000', 0.05],
    [1, '#fff', 0.35],
  ])}" stroke-width="${n(r * 0.012 + 1)}"/>`;
  out += speckles(s, cx, cy, r * 0.98, c.speck, rng, kind === 'black' || kind === 'charcoal' || kind === 'sand' ? 90 : 35);
  s.add('ware', out);
  return { well };
}

function speckles(_s: Scene, cx: number, cy: number, r: number, color: string, rng: Rng, count: number): string {
  let d = '';
  for (let i = 0; i < count; i++) {
    const a = rng.range(0, Math.PI * 2);
    const rr = Math.sqrt(rng.next()) * r;
    const sz = rng.range(0.5, 1.6);
    d += `M${n(cx + Math.cos(a) * rr - sz)} ${n(cy + Math.sin(a) * rr)}a${n(sz)} ${n(sz)} 0 1 0 ${n(sz * 2)} 0a${n(sz)} ${n(sz)} 0 1 0 ${n(-sz * 2)} 0Z`;
  }
  return `<path d="${d}" fill="${color}" fill-opacity="0.45"/>`;
}

export type BoardKind = 'slate' | 'black' | 'hinoki' | 'white';

/** Rectangular serving plate or board centred on (cx, cy), rotated slightly. */
export function board(s: Scene, cx: number, cy: number, w: number, h: number, kind: BoardKind, rng: Rng, angle = 0): void {
  const x = -w / 2;
  const y = -h / 2;
  const radius = kind === 'slate' ? 10 : kind === 'hinoki' ? 8 : 22;
  const t = `translate(${n(cx)} ${n(cy)}) rotate(${n(angle)})`;
  // ground shadow
  const sh = kind === 'hinoki' ? 34 : 26;
  const [dx, dy] = s.shadowDir;
  let shadow = '';
  for (let i = 0; i < 7; i++) {
    const grow = (sh * (i + 0.5)) / 7;
    shadow += `<path d="${roundRectPath(x - grow + dx * sh * 0.6, y - grow + dy * sh * 0.6, w + grow * 2, h + grow * 2, radius + grow)}"/>`;
  }
  s.add('groundShadow', `<g transform="${t}" fill="#000" fill-opacity="0.11">${shadow}</g>`);
  let out = '';
  if (kind === 'slate') {
    const base = '#2e3135';
    const edge = edgeJitter(rng, x, y, w, h);
    out += `<path d="${edge}" fill="${s.linear(
      [
        [0, '#3d4146'],
        [0.5, base],
        [1, '#222427'],
      ],
      0,
      0,
      1,
      1,
    )}"/>`;
    let d = '';
    for (let i = 0; i < 30; i++) {
      const yy = y + rng.range(6, h - 6);
      const xx = x + rng.range(0, w * 0.8);
      const len = rng.range(40, w * 0.5);
      d += `M${n(xx)} ${n(yy)}q${n(len / 2)} ${n(rng.range(-3, 3))} ${n(Math.min(len, x + w - xx - 4))} ${n(rng.range(-2, 2))}`;
    }
    out += `<path d="${d}" fill="none" stroke="#4b5056" stroke-opacity="0.45" stroke-width="1.3"/>`;
    out += `<path d="${edge}" fill="none" stroke="#5a5f66" stroke-opacity="0.6" stroke-width="2"/>`;
  } else if (kind === 'black' || kind === 'white') {
    const b = kind === 'black' ? '#1b1a19' : '#efebe4';
    out += `<path d="${roundRectPath(x, y, w, h, radius)}" fill="${s.linear(
      [
        [0, shade(b, kind === 'black' ? 0.12 : 0.05)],
        [1, shade(b, kind === 'black' ? -0.3 : -0.15)],
      ],
      0,
      0,
      1,
      1,
    )}"/>`;
    const inset = Math.min(w, h) * 0.07;
    out += `<path d="${roundRectPath(x + inset, y + inset, w - inset * 2, h - inset * 2, radius * 0.7)}" fill="${s.linear(
      [
        [0, shade(b, kind === 'black' ? 0.02 : -0.06)],
        [1, shade(b, kind === 'black' ? 0.07 : 0.03)],
      ],
      0,
      0,
      1,
      1,
    )}" stroke="${kind === 'black' ? '#000' : '#b9b2a6'}" stroke-opacity="0.5" stroke-width="2"/>`;
    out += `<path d="${roundRectPath(x + 1.5, y + 1.5, w - 3, h - 3, radius)}" fill="none" stroke="#fff" stroke-opacity="${kind === 'black' ? 0.16 : 0.6}" stroke-width="1.5"/>`;
    out += speckles(s, 0, 0, Math.min(w, h) * 0.45, kind === 'black' ? '#4a4744' : '#9b9284', rng, 40);
  } else {
    // hinoki geta: pale wood board with end grain and visible feet shadow
    const wood = '#c9a174';
    out += `<path d="${roundRectPath(x, y, w, h, radius)}" fill="${s.linear(
      [
        [0, '#d9b68a'],
        [0.6, wood],
        [1, '#a87e52'],
      ],
      0,
      0,
      0.3,
      1,
    )}"/>`;
    let dk = '';
    for (let i = 0; i < 60; i++) {
      const yy = y + rng.range(4, h - 4);
      const amp = rng.range(0.5, 3);
      const ph = rng.range(0, 6);
      let seg = `M${n(x + 3)} ${n(yy)}`;
      for (let xx = x + 60; xx <= x + w - 3; xx += 60) seg += `L${n(xx)} ${n(yy + Math.sin(xx * 0.01 + ph) * amp)}`;
      dk += seg;
    }
    out += `<path d="${dk}" fill="none" stroke="#8a5f36" stroke-opacity="0.28" stroke-width="1.1"/>`;
    out += `<path d="${roundRectPath(x + 1, y + 1, w - 2, h - 2, radius)}" fill="none" stroke="#fff4e0" stroke-opacity="0.5" stroke-width="2"/>`;
    out += `<path d="${roundRectPath(x, y, w, h, radius)}" fill="none" stroke="#5a3a1c" stroke-opacity="0.5" stroke-width="1.5"/>`;
  }
  s.add('ware', `<g transform="${t}">${out}</g>`);
}

function edgeJitter(rng: Rng, x: number, y: number, w: number, h: number): string {
  const pts: [number, number][] = [];
  const step = 40;
  for (let xx = x; xx < x + w; xx += step) pts.push([xx, y + rng.range(-1.5, 1.5)]);
  for (let yy = y; yy < y + h; yy += step) pts.push([x + w + rng.range(-1.5, 1.5), yy]);
  for (let xx = x + w; xx > x; xx -= step) pts.push([xx, y + h + rng.range(-1.5, 1.5)]);
  for (let yy = y + h; yy > y; yy -= step) pts.push([x + rng.range(-1.5, 1.5), yy]);
  return `M${pts.map(([a, b]) => `${n(a)} ${n(b)}`).join('L')}Z`;
}

/**
 * Bowl seen from above: rim, inner wall and a content disc. Returns the content radius and a clip id so
 * callers can draw food inside.
 */
export function bowl(
  s: Scene,
  cx: number,
  cy: number,
  r: number,
  kind: CeramicKind,
  rng: Rng,
  opts: { fill?: number; lacquer?: boolean } = {},
): { inner: number; clip: string } {
  const c = CERAMICS[kind];
  roundGroundShadow(s, cx, cy, r, 0.85, 0.14);
  const rimW = r * 0.06;
  const inner = r * (opts.fill ?? 0.8);
  const outerCol = opts.lacquer ? '#1a0e0b' : c.base;
  const innerCol = opts.lacquer ? '#8e1c14' : c.base;
  let out = `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${s.lit([
    [0, shade(outerCol, 0.1)],
    [1, shade(outerCol, -0.35)],
  ])}"/>`;
  // inner wall: lit on the bottom-right (faces the light), shaded top-left
  out += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r - rimW)}" fill="${s.lit([
    [0, shade(innerCol, -0.35)],
    [0.55, innerCol],
    [1, shade(innerCol, 0.12)],
  ])}"/>`;
  if (!opts.lacquer) out += speckles(s, cx, cy, r - rimW, c.speck, rng, 40);
  out += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r - rimW * 0.5)}" fill="none" stroke="${s.lit([
    [0, '#fff', 0.5],
    [0.5, '#fff', 0.1],
    [1, '#fff', 0.02],
  ])}" stroke-width="${n(rimW * 0.6)}"/>`;
  if (kind === 'indigo') {
    out += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r - rimW * 0.5)}" fill="none" stroke="${c.rim}" stroke-width="${n(rimW * 0.9)}" stroke-opacity="0.85"/>`;
  }
  s.add('ware', out);
  const clip = s.define(
    `bowlclip${n(cx)}-${n(cy)}-${n(inner)}`,
    (id) => `<clipPath id="${id}"><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(inner)}"/></clipPath>`,
  );
  return { inner, clip };
}

/** Inner shadow cast by a bowl rim over its contents (drawn on top of the food). */
export function bowlContentShade(s: Scene, cx: number, cy: number, inner: number): void {
  const g = s.radial(
    [
      [0, '#000', 0],
      [0.8, '#000', 0],
      [0.93, '#000', 0.22],
      [1, '#000', 0.55],
    ],
    0.5,
    0.5,
    0.5,
    0.56,
    0.58,
  );
  s.add('over', `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(inner)}" fill="${g}"/>`);
  s.add('over', `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(inner)}" fill="none" stroke="#000" stroke-opacity="0.3" stroke-width="1.5"/>`);
}

/** Warm key light from the top-left, vignette, optional darkening for overlaid text. */
export function lighting(s: Scene, opts: { lx?: number; ly?: number; warmth?: number; vignette?: number; leftDark?: number } = {}): void {
  const { width: W, height: H } = s;
  const lx = opts.lx ?? 0.25;
  const ly = opts.ly ?? 0.15;
  const v = opts.vignette ?? 0.6;
  // one gradient: warm key light near the light source fading to a dark vignette at the edges
  const light = s.radial(
    [
      [0, '#ffd6a0', opts.warmth ?? 0.14],
      [0.35, '#ffc080', (opts.warmth ?? 0.14) * 0.35],
      [0.62, '#000000', 0],
      [0.86, '#05030a', v * 0.5],
      [1, '#05030a', v],
    ],
    0.5,
    0.5,
    0.75,
    lx,
    ly,
    false,
    'light-key',
  );
  let out = `<rect width="${W}" height="${H}" fill="${light}"/>`;
  if (opts.leftDark) {
    const ld = s.linear(
      [
        [0, '#050403', opts.leftDark],
        [0.3, '#050403', opts.leftDark * 0.75],
        [0.5, '#050403', opts.leftDark * 0.25],
        [0.68, '#050403', 0],
      ],
      0,
      0,
      1,
      0,
      false,
      'light-left',
    );
    out += `<rect width="${W}" height="${H}" fill="${ld}"/>`;
  }
  s.add('light', out);
}
