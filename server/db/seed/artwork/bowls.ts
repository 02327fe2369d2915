/** Bowl dishes: poke, miso soup, seaweed salad, edamame. */
import { clipTo, fishFlesh, movePts, pathOf } from './fish';
import { AVOCADO, CUCUMBER, SCALLION, type FishKind } from './palette';
import { scallionRings } from './pieces';
import type { Rng } from './prng';
import { blob, n, roundRectPath, shade, squircle, type Placement, type Pt, type Scene } from './svg';
import { ricePattern, seedPath, sesame, sheen } from './textures';

/** Random points in a disc sector (angles in radians). */
function sectorPoints(rng: Rng, count: number, cx: number, cy: number, r0: number, r1: number, a0: number, a1: number): Pt[] {
  const out: Pt[] = [];
  for (let i = 0; i < count; i++) {
    const a = rng.range(a0, a1);
    const r = Math.sqrt(rng.range((r0 * r0) / (r1 * r1), 1)) * r1;
    out.push([cx + Math.cos(a) * r, cy + Math.sin(a) * r]);
  }
  return out.sort((p, q) => p[1] - q[1]);
}

export function fishCube(s: Scene, rng: Rng, kind: FishKind, x: number, y: number, size: number): string {
  const pts = movePts(squircle(size, size * rng.range(0.8, 1), 3.5, 16, rng, 0.05), x, y, rng.range(0, 90));
  const d = pathOf(pts);
  return `<path d="${d}" transform="translate(2 3)" fill="#000" fill-opacity="0.3"/>${fishFlesh(s, rng, kind, d, x, y, size * 2, size * 2, { stripes: 2, stripeAngle: rng.range(20, 160), gloss: 0.4 })}`;
}

function cubes(s: Scene, rng: Rng, pts: Pt[], size: number, colours: [string, string, string]): string {
  const fill = s.radial(
    [
      [0, colours[0]],
      [0.6, colours[1]],
      [1, colours[2]],
    ],
    0.38,
    0.35,
    0.7,
  );
  let out = '';
  for (const [x, y] of pts) {
    const d = pathOf(movePts(squircle(size, size * rng.range(0.8, 1), 3.5, 14, rng, 0.06), x, y, rng.range(0, 90)));
    out += `<path d="${d}" transform="translate(2 3)" fill="#000" fill-opacity="0.25"/><path d="${d}" fill="${fill}"/>`;
  }
  return out;
}

function avocadoFan(s: Scene, rng: Rng, x: number, y: number, angleDeg: number, count: number, scale = 1): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const a = angleDeg + (i - (count - 1) / 2) * 9;
    const pts = movePts(
      [
        [-80, 0],
        [-40, -20],
        [20, -24],
        [80, -8],
        [84, 2],
        [20, -6],
        [-40, -2],
      ],
      x + i * 10 * scale,
      y + i * 6 * scale,
      a,
    ).map(([px, py]) => [x + (px - x) * scale, y + (py - y) * scale] as Pt);
    const d = pathOf(pts, 0.9);
    out += `<path d="${d}" transform="translate(2 3)" fill="#000" fill-opacity="0.25"/><path d="${d}" fill="${s.linear([
      [0, AVOCADO.skin],
      [0.14, AVOCADO.outer],
      [0.6, AVOCADO.flesh],
      [1, AVOCADO.core],
    ], 0, 0, 0, 1)}"/>`;
  }
  void rng;
  return out;
}

function beans(s: Scene, rng: Rng, pts: Pt[], size: number): string {
  const fill = s.radial(
    [
      [0, '#b8e07a'],
      [0.6, '#7cb83e'],
      [1, '#4f8a24'],
    ],
    0.4,
    0.35,
    0.7,
  );
  let out = '';
  for (const [x, y] of pts) {
    const a = rng.range(0, 180);
    out += `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(size)}" ry="${n(size * 0.72)}" transform="rotate(${n(a)} ${n(x)} ${n(y)})" fill="${fill}" stroke="#3d6e1c" stroke-width="1"/>`;
  }
  return out;
}

function shreds(rng: Rng, pts: Pt[], len: number, colour: string, width: number, curl = 0.5): string {
  let d = '';
  for (const [x, y] of pts) {
    const a = rng.range(0, Math.PI * 2);
    const dx = Math.cos(a) * len;
    const dy = Math.sin(a) * len;
    d += `M${n(x - dx / 2)} ${n(y - dy / 2)}q${n(dx / 2 - dy * curl * rng.jitter(0, 1))} ${n(dy / 2 + dx * curl * rng.jitter(0, 1))} ${n(dx)} ${n(dy)}`;
  }
  return `<path d="${d}" transform="translate(1.5 2)" fill="none" stroke="#000" stroke-opacity="0.25" stroke-width="${width}" stroke-linecap="round"/><path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round"/>`;
}

function cucumberRounds(s: Scene, rng: Rng, pts: Pt[], r: number): string {
  let out = '';
  for (const [x, y] of pts) {
    out += `<circle cx="${n(x + 2)}" cy="${n(y + 3)}" r="${n(r)}" fill="#000" fill-opacity="0.25"/><circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${CUCUMBER.skin}"/><circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.86)}" fill="${s.radial([
      [0, CUCUMBER.core],
      [1, CUCUMBER.flesh],
    ])}"/>`;
    for (let i = 0; i < 3; i++) {
      const a = (i / 3) * Math.PI * 2 + rng.range(0, 1);
      out += `<ellipse cx="${n(x + Math.cos(a) * r * 0.3)}" cy="${n(y + Math.sin(a) * r * 0.3)}" rx="${n(r * 0.14)}" ry="${n(r * 0.08)}" transform="rotate(${n((a * 180) / Math.PI)} ${n(x + Math.cos(a) * r * 0.3)} ${n(y + Math.sin(a) * r * 0.3)})" fill="${CUCUMBER.seed}"/>`;
    }
  }
  return out;
}

/** Wakame strands for salads. */
export function wakame(rng: Rng, cx: number, cy: number, rx: number, ry: number, count: number): string {
  const greens = ['#2f6f1c', '#4a9a2a', '#6cbb3a', '#3e8a22'];
  let out = '';
  for (let layer = 0; layer < greens.length; layer++) {
    let d = '';
    for (let i = 0; i < count / greens.length; i++) {
      const a = rng.range(0, Math.PI * 2);
      const r = Math.sqrt(rng.next());
      const x = cx + Math.cos(a) * rx * r;
      const y = cy + Math.sin(a) * ry * r;
      const len = rng.range(30, 70);
      const t = rng.range(0, Math.PI * 2);
      const x2 = x + Math.cos(t) * len;
      const y2 = y + Math.sin(t) * len;
      d += `M${n(x)} ${n(y)}C${n(x + rng.jitter(0, 40))} ${n(y + rng.jitter(0, 40))} ${n(x2 + rng.jitter(0, 40))} ${n(y2 + rng.jitter(0, 40))} ${n(x2)} ${n(y2)}`;
    }
    const col = greens[layer] as string;
    out += `<path d="${d}" transform="translate(2 3)" fill="none" stroke="#061a02" stroke-opacity="0.45" stroke-width="7" stroke-linecap="round"/><path d="${d}" fill="none" stroke="${col}" stroke-width="6" stroke-linecap="round"/><path d="${d}" transform="translate(-1 -1.5)" fill="none" stroke="${shade(col, 0.35)}" stroke-opacity="0.6" stroke-width="1.6" stroke-linecap="round"/>`;
  }
  return out;
}

export type PokeProtein = 'salmon' | 'tuna' | 'shrimp' | 'tofu' | 'chicken';

export function pokeContents(s: Scene, rng: Rng, cx: number, cy: number, r: number, protein: PokeProtein): string {
  let out = `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${ricePattern(s, rng, 'white')}"/>`;
  const toppings = rng.shuffle(['avocado', 'edamame', 'mango', 'cabbage', 'cucumber', 'wakame', 'carrot', 'radish'] as const).slice(0, 5);
  const sectors = toppings.length + 1;
  const a0 = rng.range(0, Math.PI * 2);
  const span = (Math.PI * 2) / sectors;
  // protein gets a double sector toward the centre
  toppings.forEach((t, i) => {
    const a = a0 + (i + 1) * span;
    const lo = a - span * 0.42;
    const hi = a + span * 0.42;
    const mx = cx + Math.cos(a) * r * 0.62;
    const my = cy + Math.sin(a) * r * 0.62;
    switch (t) {
      case 'avocado':
        out += avocadoFan(s, rng, mx - 20, my - 10, (a * 180) / Math.PI + 90, 5, r / 300);
        break;
      case 'edamame':
        out += beans(s, rng, sectorPoints(rng, 26, cx, cy, r * 0.35, r * 0.95, lo, hi), r * 0.05);
        break;
      case 'mango':
        out += cubes(s, rng, sectorPoints(rng, 12, cx, cy, r * 0.35, r * 0.92, lo, hi), r * 0.065, ['#ffd36a', '#f7a824', '#d9810c']);
        break;
      case 'cabbage':
        out += shreds(rng, sectorPoints(rng, 60, cx, cy, r * 0.3, r * 0.95, lo, hi), r * 0.14, '#7b2a6e', 3.5, 0.6);
        out += shreds(rng, sectorPoints(rng, 20, cx, cy, r * 0.3, r * 0.95, lo, hi), r * 0.12, '#b886b8', 2, 0.6);
        break;
      case 'carrot':
        out += shreds(rng, sectorPoints(rng, 55, cx, cy, r * 0.3, r * 0.95, lo, hi), r * 0.15, '#f08a24', 3.5, 0.3);
        break;
      case 'cucumber':
        out += cucumberRounds(s, rng, sectorPoints(rng, 7, cx, cy, r * 0.4, r * 0.9, lo, hi), r * 0.09);
        break;
      case 'wakame':
        out += wakame(rng, mx, my, r * 0.2, r * 0.2, 40);
        break;
      case 'radish': {
        for (const [x, y] of sectorPoints(rng, 6, cx, cy, r * 0.4, r * 0.9, lo, hi)) {
          out += `<circle cx="${n(x + 2)}" cy="${n(y + 3)}" r="${n(r * 0.08)}" fill="#000" fill-opacity="0.2"/><circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.08)}" fill="#f6eef0" stroke="#d23a62" stroke-width="${n(r * 0.012)}"/>`;
        }
        break;
      }
    }
  });
  // protein in the first sector, spilling toward the middle
  const pa = a0;
  const plo = pa - span * 0.55;
  const phi = pa + span * 0.55;
  const ppts = sectorPoints(rng, 14, cx, cy, 0, r * 0.9, plo, phi);
  ppts.push(...sectorPoints(rng, 5, cx, cy, 0, r * 0.25, 0, Math.PI * 2));
  ppts.sort((p, q) => p[1] - q[1]);
  if (protein === 'salmon' || protein === 'tuna') {
    for (const [x, y] of ppts) out += fishCube(s, rng, protein, x, y, r * 0.075);
  } else if (protein === 'shrimp') {
    for (const [x, y] of ppts.slice(0, 9)) {
      const a = rng.range(0, 360);
      const d = pathOf(movePts(blob(rng, r * 0.1, r * 0.055, 10, 0.08), x, y, a));
      out += `<path d="${d}" transform="translate(2 3)" fill="#000" fill-opacity="0.25"/>${fishFlesh(s, rng, 'shrimp', d, x, y, r * 0.2, r * 0.11, { gloss: 0.3 })}`;
    }
  } else if (protein === 'tofu') {
    out += cubes(s, rng, ppts, r * 0.07, ['#fffdf2', '#f3ead2', '#d9c9a0']);
    out += `<g>${ppts.map(([x, y]) => `<path d="${roundRectPath(x - r * 0.05, y - r * 0.05, r * 0.1, r * 0.035, 3)}" fill="#c8862a" fill-opacity="0.45"/>`).join('')}</g>`;
  } else {
    out += cubes(s, rng, ppts, r * 0.08, ['#f1d4a4', '#d9a05a', '#a5641e']);
    out += `<path d="${ppts.map(([x, y]) => `M${n(x - r * 0.06)} ${n(y - r * 0.02)}l${n(r * 0.12)} ${n(r * 0.03)}`).join('')}" stroke="#5a2c0a" stroke-opacity="0.5" stroke-width="3" stroke-linecap="round"/>`;
  }
  // finishing: sesame, scallions, sauce drizzle, nori strips
  out += sesame(rng, 60, r * 0.9, { cx, cy, black: 0.45 });
  out += scallionRings(rng, 14, r * 0.6, r * 0.6, r * 0.028, cx, cy);
  let drizzle = `M${n(cx - r * 0.7)} ${n(cy - r * 0.35)}`;
  for (let i = 0; i < 7; i++) drizzle += `q${n(r * 0.1)} ${n(r * (i % 2 ? -0.12 : 0.12))} ${n(r * 0.2)} ${n(r * 0.1)}`;
  const sauce = rng.pick(['#f39a3a', '#f6e7c8', '#6a2a0a'] as const);
  out += `<path d="${drizzle}" transform="translate(2 3)" fill="none" stroke="#000" stroke-opacity="0.2" stroke-width="${n(r * 0.025)}" stroke-linecap="round"/><path d="${drizzle}" fill="none" stroke="${sauce}" stroke-width="${n(r * 0.022)}" stroke-linecap="round"/>`;
  if (rng.chance(0.6)) {
    for (let i = 0; i < 4; i++) {
      const x = cx + rng.jitter(0, r * 0.3);
      const y = cy + rng.jitter(0, r * 0.3);
      out += `<path d="${roundRectPath(x, y, r * 0.2, r * 0.035, 2)}" transform="rotate(${n(rng.range(0, 180))} ${n(x)} ${n(y)})" fill="#18200f"/>`;
    }
  }
  return out;
}

export function misoContents(s: Scene, rng: Rng, cx: number, cy: number, r: number): string {
  let out = `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${s.radial([
    [0, '#d9a35a'],
    [0.6, '#b97a36'],
    [1, '#8a5220'],
  ], 0.45, 0.42, 0.6)}"/>`;
  // cloudy miso swirls
  const cloud = s.radial([
    [0, '#f0c98a', 0.55],
    [1, '#f0c98a', 0],
  ]);
  const dark = s.radial([
    [0, '#6a3a12', 0.45],
    [1, '#6a3a12', 0],
  ]);
  for (let i = 0; i < 9; i++) {
    const a = rng.range(0, Math.PI * 2);
    const rr = rng.range(0, r * 0.7);
    out += `<ellipse cx="${n(cx + Math.cos(a) * rr)}" cy="${n(cy + Math.sin(a) * rr)}" rx="${n(rng.range(r * 0.15, r * 0.4))}" ry="${n(rng.range(r * 0.1, r * 0.25))}" transform="rotate(${n(rng.range(0, 180))} ${n(cx + Math.cos(a) * rr)} ${n(cy + Math.sin(a) * rr)})" fill="${i % 3 === 0 ? dark : cloud}"/>`;
  }
  // wakame pieces (translucent dark green)
  for (let i = 0; i < 6; i++) {
    const x = cx + rng.jitter(0, r * 0.6);
    const y = cy + rng.jitter(0, r * 0.6);
    out += `<path d="${pathOf(blob(rng, rng.range(r * 0.08, r * 0.16), rng.range(r * 0.05, r * 0.1), 9, 0.3, x, y))}" fill="#1f4a14" fill-opacity="0.8"/>`;
  }
  // tofu cubes, some half submerged
  for (let i = 0; i < 9; i++) {
    const x = cx + rng.jitter(0, r * 0.62);
    const y = cy + rng.jitter(0, r * 0.62);
    const size = r * rng.range(0.07, 0.09);
    const d = pathOf(movePts(squircle(size, size, 5, 12), x, y, rng.range(0, 90)));
    const sub = rng.chance(0.35);
    out += `<path d="${d}" transform="translate(3 4)" fill="#5a3010" fill-opacity="0.35"/><path d="${d}" fill="${s.linear([
      [0, '#fffdf5'],
      [1, '#e6dcc4'],
    ], 0, 0, 1, 1)}" fill-opacity="${sub ? 0.7 : 1}"/>`;
  }
  out += scallionRings(rng, 16, r * 0.6, r * 0.6, r * 0.035, cx, cy);
  out += sheen(s, cx - r * 0.3, cy - r * 0.35, r * 0.35, r * 0.1, -35, 0.35);
  return out;
}

export type SaladKind = 'wakame' | 'cucumber' | 'cabbage';

export function saladContents(s: Scene, rng: Rng, cx: number, cy: number, r: number, kind: SaladKind): string {
  let out = '';
  if (kind === 'wakame') {
    out += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.95)}" fill="#1e3f12"/>`;
    out += wakame(rng, cx, cy, r * 0.85, r * 0.85, 220);
    out += sesame(rng, 70, r * 0.75, { cx, cy, black: 0.2 });
    out += shreds(rng, sectorPoints(rng, 10, cx, cy, 0, r * 0.4, 0, Math.PI * 2), r * 0.15, '#d42a1a', 1.6, 0.3);
  } else if (kind === 'cucumber') {
    out += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.95)}" fill="#c9a664" fill-opacity="0.6"/>`;
    out += wakame(rng, cx, cy, r * 0.5, r * 0.5, 60);
    out += cucumberRounds(s, rng, sectorPoints(rng, 24, cx, cy, 0, r * 0.78, 0, Math.PI * 2), r * 0.13);
    out += sesame(rng, 50, r * 0.7, { cx, cy, black: 0.1 });
  } else {
    out += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.95)}" fill="#d8e6b0"/>`;
    out += shreds(rng, sectorPoints(rng, 200, cx, cy, 0, r * 0.9, 0, Math.PI * 2), r * 0.2, '#eef3d2', 5, 0.4);
    out += shreds(rng, sectorPoints(rng, 90, cx, cy, 0, r * 0.9, 0, Math.PI * 2), r * 0.2, '#a9cf6a', 4, 0.4);
    out += shreds(rng, sectorPoints(rng, 40, cx, cy, 0, r * 0.8, 0, Math.PI * 2), r * 0.15, '#f08a24', 3, 0.3);
    const d = pathOf(blob(rng, r * 0.4, r * 0.3, 10, 0.15, cx + r * 0.05, cy - r * 0.05));
    out += `<path d="${d}" fill="#e88a2a" fill-opacity="0.85"/>${sheen(s, cx - r * 0.05, cy - r * 0.15, r * 0.15, r * 0.06, -20, 0.6)}`;
    out += sesame(rng, 40, r * 0.5, { cx, cy });
  }
  return out;
}

/** One edamame pod (local coordinates, ~110 long). */
export function edamamePod(s: Scene, rng: Rng, p: Placement): void {
  const beansN = rng.pick([2, 3, 3]);
  const pts: Pt[] = [];
  const L = beansN === 2 ? 80 : 110;
  const bumps = beansN * 2;
  for (let i = 0; i <= bumps; i++) {
    const t = i / bumps;
    const x = -L / 2 + t * L;
    const w = 17 + (i % 2 === 1 ? 5 : -2) - Math.abs(t - 0.5) * 10;
    pts.push([x, -w + Math.sin(t * Math.PI) * -6]);
  }
  for (let i = bumps; i >= 0; i--) {
    const t = i / bumps;
    const x = -L / 2 + t * L;
    const w = 17 + (i % 2 === 1 ? 5 : -2) - Math.abs(t - 0.5) * 10;
    pts.push([x, w * 0.9 + Math.sin(t * Math.PI) * -6]);
  }
  const d = pathOf(pts, 0.8);
  let body = `<path d="${d}" fill="${s.linear([
    [0, '#9fd060'],
    [0.5, '#6aa832'],
    [1, '#3f7a1e'],
  ], 0, 0, 0.3, 1)}" stroke="#2f5e14" stroke-width="1.2"/>`;
  body += `<path d="M${n(-L / 2 + 6)} ${n(-4)}Q0 ${n(-12)} ${n(L / 2 - 6)} ${n(-4)}" fill="none" stroke="#c8ec94" stroke-opacity="0.5" stroke-width="3" stroke-linecap="round"/>`;
  for (let i = 0; i < beansN; i++) {
    const x = -L / 2 + ((i + 0.5) / beansN) * L;
    body += sheen(s, x - 4, -6, 12, 7, 0, 0.35);
  }
  let salt = '';
  for (let i = 0; i < 8; i++) salt += `M${n(rng.range(-L / 2, L / 2))} ${n(rng.range(-14, 10))}h2v2h-2z`;
  body += `<path d="${salt}" fill="#fff" fill-opacity="0.9"/>`;
  body += `<path d="M${n(L / 2 - 2)} -4l10 -6" stroke="#4f7a26" stroke-width="4" stroke-linecap="round"/>`;
  s.piece({ lift: 0.5, ...p }, body, `<path d="${d}"/>`);
}

export { clipTo, seedPath, SCALLION };
