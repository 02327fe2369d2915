/** Bowl dishes: poke, miso soup, seaweed salad, edamame. */
import { fishFlesh, movePts, pathOf } from './fish';
import { AVOCADO, CUCUMBER, type FishKind } from './palette';
import { scallionRings } from './pieces';
import type { Rng } from './prng';
import { blob, n, roundRectPath, shade, smooth, squircle, type Placement, type Pt, type Scene } from './svg';
import { ricePattern, sesame, sheen } from './textures';

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

function fishCube(s: Scene, rng: Rng, kind: FishKind, x: number, y: number, size: number): string {
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

/** Fan of avocado slices (thin crescents, dark skin on the outer curve). */
function avocadoFan(s: Scene, rng: Rng, x: number, y: number, angleDeg: number, count: number, scale = 1): string {
  let out = '';
  const fill = s.linear(
    [
      [0, AVOCADO.skin],
      [0.1, AVOCADO.outer],
      [0.45, AVOCADO.flesh],
      [1, AVOCADO.core],
    ],
    0,
    0,
    0,
    1,
  );
  // one crescent: outer arc radius R from -A..A, inner arc flatter; thickness ~ 20
  const R = 120;
  const slice = `M-104 14A${R} ${R} 0 0 1 104 14Q60 -4 0 -8Q-60 -4 -104 14Z`;
  for (let i = 0; i < count; i++) {
    const t = i - (count - 1) / 2;
    const a = angleDeg + t * 7 + rng.jitter(0, 1.5);
    const tx = x + Math.cos(((angleDeg + 90) * Math.PI) / 180) * t * 16 * scale;
    const ty = y + Math.sin(((angleDeg + 90) * Math.PI) / 180) * t * 16 * scale;
    const tf = `translate(${n(tx)} ${n(ty)}) rotate(${n(a)}) scale(${n(scale)}) translate(0 58)`;
    out += `<path d="${slice}" transform="translate(2 3) ${tf}" fill="#000" fill-opacity="0.3"/><path d="${slice}" transform="${tf}" fill="${fill}" stroke="${AVOCADO.skin}" stroke-width="1"/>`;
  }
  out += sheen(s, x, y - 10 * scale, 60 * scale, 10 * scale, angleDeg, 0.3);
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
    out += `<circle cx="${n(x + 2)}" cy="${n(y + 3)}" r="${n(r)}" fill="#000" fill-opacity="0.25"/><circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${CUCUMBER.skin}"/><circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.86)}" fill="${s.radial(
      [
        [0, CUCUMBER.core],
        [1, CUCUMBER.flesh],
      ],
    )}"/>`;
    for (let i = 0; i < 3; i++) {
      const a = (i / 3) * Math.PI * 2 + rng.range(0, 1);
      out += `<ellipse cx="${n(x + Math.cos(a) * r * 0.3)}" cy="${n(y + Math.sin(a) * r * 0.3)}" rx="${n(r * 0.14)}" ry="${n(r * 0.08)}" transform="rotate(${n((a * 180) / Math.PI)} ${n(x + Math.cos(a) * r * 0.3)} ${n(y + Math.sin(a) * r * 0.3)})" fill="${CUCUMBER.seed}"/>`;
    }
  }
  return out;
}

/** Wakame strands for salads. */
function wakame(rng: Rng, cx: number, cy: number, rx: number, ry: number, count: number): string {
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
  const toppings = rng.shuffle(['avocado', 'edamame', 'mango', 'cabbage', 'cucumber', 'wakame', 'carrot', 'radish'] as const).slice(0, 6);
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
        out += avocadoFan(s, rng, mx - r * 0.12, my - r * 0.08, (a * 180) / Math.PI + 90, 7, r / 230);
        break;
      case 'edamame':
        out += beans(s, rng, sectorPoints(rng, 70, cx, cy, r * 0.28, r * 1, lo, hi), r * 0.055);
        break;
      case 'mango':
        out += cubes(s, rng, sectorPoints(rng, 30, cx, cy, r * 0.28, r * 1, lo, hi), r * 0.07, ['#ffd36a', '#f7a824', '#d9810c']);
        break;
      case 'cabbage':
        out += shreds(rng, sectorPoints(rng, 170, cx, cy, r * 0.25, r * 1, lo, hi), r * 0.16, '#6e2264', 4, 0.6);
        out += shreds(rng, sectorPoints(rng, 60, cx, cy, r * 0.25, r * 1, lo, hi), r * 0.12, '#c89ac8', 2.2, 0.6);
        break;
      case 'carrot':
        out += shreds(rng, sectorPoints(rng, 150, cx, cy, r * 0.25, r * 1, lo, hi), r * 0.16, '#f08a24', 4, 0.3);
        out += shreds(rng, sectorPoints(rng, 40, cx, cy, r * 0.25, r * 1, lo, hi), r * 0.12, '#ffb25a', 2, 0.3);
        break;
      case 'cucumber':
        out += cucumberRounds(s, rng, sectorPoints(rng, 16, cx, cy, r * 0.3, r * 0.95, lo, hi), r * 0.1);
        break;
      case 'wakame':
        out += wakame(rng, mx, my, r * 0.26, r * 0.26, 120);
        break;
      case 'radish': {
        for (const [x, y] of sectorPoints(rng, 12, cx, cy, r * 0.3, r * 0.95, lo, hi)) {
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
  const ppts = sectorPoints(rng, 24, cx, cy, 0, r * 0.98, plo, phi);
  ppts.push(...sectorPoints(rng, 9, cx, cy, 0, r * 0.3, 0, Math.PI * 2));
  ppts.sort((p, q) => p[1] - q[1]);
  if (protein === 'salmon' || protein === 'tuna') {
    for (const [x, y] of ppts) out += fishCube(s, rng, protein, x, y, r * 0.085);
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
  let out = `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${s.radial(
    [
      [0, '#d9a35a'],
      [0.6, '#b97a36'],
      [1, '#8a5220'],
    ],
    0.45,
    0.42,
    0.6,
  )}"/>`;
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
    out += `<path d="${d}" transform="translate(3 4)" fill="#5a3010" fill-opacity="0.35"/><path d="${d}" fill="${s.linear(
      [
        [0, '#fffdf5'],
        [1, '#e6dcc4'],
      ],
      0,
      0,
      1,
      1,
    )}" fill-opacity="${sub ? 0.7 : 1}"/>`;
  }
  out += scallionRings(rng, 16, r * 0.6, r * 0.6, r * 0.035, cx, cy);
  out += sheen(s, cx - r * 0.3, cy - r * 0.35, r * 0.35, r * 0.1, -35, 0.35);
  return out;
}

export type SaladKind = 'wakame' | 'cucumber' | 'salmon-avocado' | 'cabbage';

export function saladContents(s: Scene, rng: Rng, cx: number, cy: number, r: number, kind: SaladKind): string {
  let out = '';
  if (kind === 'wakame') {
    out += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.95)}" fill="#1e3f12"/>`;
    out += wakame(rng, cx, cy, r * 0.85, r * 0.85, 220);
    out += sesame(rng, 70, r * 0.75, { cx, cy, black: 0.2 });
    out += shreds(rng, sectorPoints(rng, 10, cx, cy, 0, r * 0.4, 0, Math.PI * 2), r * 0.15, '#d42a1a', 1.6, 0.3);
  } else if (kind === 'cucumber') {
    out += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.95)}" fill="#244a14"/>`;
    out += wakame(rng, cx, cy, r * 0.85, r * 0.85, 160);
    out += cucumberRounds(s, rng, sectorPoints(rng, 26, cx, cy, 0, r * 0.72, 0, Math.PI * 2), r * 0.12);
    out += `<g>${Array.from({ length: 5 }, () => fillingChunkLite(rng, cx + rng.jitter(0, r * 0.35), cy + rng.jitter(0, r * 0.35), r * 0.09)).join('')}</g>`;
    out += sesame(rng, 50, r * 0.7, { cx, cy, black: 0.1 });
  } else if (kind === 'cabbage') {
    // finely shredded white cabbage, carrot, creamy roasted-sesame dressing
    out += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.95)}" fill="#dfe8c4"/>`;
    const all = sectorPoints(rng, 340, cx, cy, 0, r * 0.95, 0, Math.PI * 2);
    out += shreds(rng, all.slice(0, 120), r * 0.24, '#c9dc9a', 4.5, 0.35);
    out += shreds(rng, all.slice(120, 300), r * 0.24, '#f6f8ea', 4.5, 0.35);
    out += shreds(rng, all.slice(300), r * 0.18, '#8cc060', 3.5, 0.35);
    out += shreds(rng, sectorPoints(rng, 60, cx, cy, 0, r * 0.8, 0, Math.PI * 2), r * 0.16, '#f08a24', 3, 0.3);
    // dressing drizzle in loops
    let loops = `M${n(cx - r * 0.55)} ${n(cy - r * 0.2)}`;
    for (let i = 0; i < 5; i++)
      loops += `c${n(r * 0.1)} ${n(-r * 0.25)} ${n(r * 0.25)} ${n(-r * 0.1)} ${n(r * 0.18)} ${n(r * 0.12)}s${n(-r * 0.05)} ${n(r * 0.2)} ${n(r * 0.05)} ${n(r * 0.08)}`;
    out += `<path d="${loops}" transform="translate(2 3)" fill="none" stroke="#000" stroke-opacity="0.2" stroke-width="${n(r * 0.035)}" stroke-linecap="round"/><path d="${loops}" fill="none" stroke="#d9a860" stroke-width="${n(r * 0.032)}" stroke-linecap="round"/><path d="${loops}" transform="translate(-1.5 -2)" fill="none" stroke="#f7dfb0" stroke-width="${n(r * 0.01)}" stroke-linecap="round"/>`;
    out += sesame(rng, 60, r * 0.7, { cx, cy, black: 0.15 });
  } else {
    // salmon & avocado on frilly lettuce
    out += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.95)}" fill="#3f7a22"/>`;
    for (let i = 0; i < 16; i++) {
      const a = (i / 16) * Math.PI * 2 + rng.jitter(0, 0.2);
      const d0 = r * rng.range(0.25, 0.7);
      out += lettuceLeaf(s, rng, cx + Math.cos(a) * d0, cy + Math.sin(a) * d0, r * rng.range(0.3, 0.42), (a * 180) / Math.PI);
    }
    out += avocadoFan(s, rng, cx - r * 0.25, cy + r * 0.15, rng.range(-30, 30), 6, r / 260);
    for (const [x, y] of sectorPoints(rng, 14, cx, cy, 0, r * 0.55, -1.6, 1.2)) out += fishCube(s, rng, 'salmon', x + r * 0.12, y - r * 0.08, r * 0.085);
    for (let i = 0; i < 5; i++) {
      const x = cx + rng.jitter(0, r * 0.6);
      const y = cy + rng.jitter(0, r * 0.6);
      out += `<circle cx="${n(x + 2)}" cy="${n(y + 3)}" r="${n(r * 0.075)}" fill="#000" fill-opacity="0.3"/><circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.075)}" fill="${s.radial(
        [
          [0, '#ff8a70'],
          [0.6, '#e0301c'],
          [1, '#9a1608'],
        ],
        0.4,
        0.35,
        0.7,
      )}"/><circle cx="${n(x - r * 0.025)}" cy="${n(y - r * 0.03)}" r="${n(r * 0.018)}" fill="#fff" fill-opacity="0.8"/>`;
    }
    let drizzle = `M${n(cx - r * 0.6)} ${n(cy - r * 0.1)}`;
    for (let i = 0; i < 6; i++) drizzle += `q${n(r * 0.1)} ${n(r * (i % 2 ? -0.14 : 0.14))} ${n(r * 0.2)} ${n(r * 0.04)}`;
    out += `<path d="${drizzle}" fill="none" stroke="#f3e0b8" stroke-width="${n(r * 0.02)}" stroke-linecap="round"/>`;
    out += sesame(rng, 50, r * 0.6, { cx, cy, black: 0.3 });
  }
  return out;
}

/** One edamame pod (local coordinates, ~120 long): flat, fuzzy, with gentle bean bumps. */
export function edamamePod(s: Scene, rng: Rng, p: Placement): void {
  const beansN = rng.pick([2, 3, 3]);
  const L = beansN === 2 ? 46 : 62;
  const W = 17;
  const bend = rng.range(-8, 8);
  const top: Pt[] = [];
  const bottom: Pt[] = [];
  const steps = 16;
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const x = -L + t * 2 * L;
    const taper = Math.pow(Math.sin(Math.PI * Math.min(1, t * 1.05)), 0.45);
    const bump = 0.78 + 0.22 * Math.abs(Math.sin(Math.PI * beansN * t));
    const c = Math.sin(Math.PI * t) * bend;
    top.push([x, c - W * taper * bump]);
    bottom.push([x, c + W * taper * (0.85 + 0.15 * bump)]);
  }
  const outline: Pt[] = [...top, ...bottom.slice(1, -1).reverse()];
  const d = pathOf(outline, 0.85);
  let body = `<path d="${d}" fill="${s.linear(
    [
      [0, '#a9d86a'],
      [0.5, '#79b23a'],
      [1, '#4a8422'],
    ],
    0,
    0,
    0.2,
    1,
  )}" stroke="#3a6e1a" stroke-width="1.4"/>`;
  for (let i = 0; i < beansN; i++) {
    const x = -L + ((i + 0.5) / beansN) * 2 * L;
    body += sheen(s, x - 3, -5 + Math.sin(Math.PI * ((x + L) / (2 * L))) * bend, 15, 8, 0, 0.4);
  }
  body += `<path d="${smooth(
    bottom.map(([x, y]) => [x * 0.9, y - 3] as Pt),
    false,
  )}" fill="none" stroke="#3a6e1a" stroke-opacity="0.35" stroke-width="2"/>`;
  let salt = '';
  for (let i = 0; i < 7; i++) salt += `M${n(rng.range(-L * 0.8, L * 0.8))} ${n(rng.range(-10, 8))}h2.2v2.2h-2.2z`;
  body += `<path d="${salt}" fill="#fff" fill-opacity="0.9"/>`;
  body += `<path d="M${n(L - 2)} ${n(-2)}q8 -2 12 -8" fill="none" stroke="#4f7a26" stroke-width="4" stroke-linecap="round"/>`;
  s.piece({ lift: 0.5, ...p }, body, `<path d="${d}"/>`);
}

/** Crab-stick pieces for the cucumber salad. */
function fillingChunkLite(rng: Rng, x: number, y: number, size: number): string {
  const a = rng.range(0, 180);
  return `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(a)})"><rect x="${n(-size * 1.4)}" y="${n(-size * 0.45)}" width="${n(size * 2.8)}" height="${n(size * 0.9)}" rx="3" fill="#fbf4ee"/><rect x="${n(-size * 1.4)}" y="${n(-size * 0.45)}" width="${n(size * 2.8)}" height="${n(size * 0.35)}" rx="3" fill="#e0412c"/></g>`;
}

function lettuceLeaf(s: Scene, rng: Rng, x: number, y: number, size: number, angle: number): string {
  const pts: Pt[] = [];
  const count = 22;
  for (let i = 0; i < count; i++) {
    const a = (i / count) * Math.PI * 2;
    const frill = i % 2 ? 0.86 : 1;
    pts.push([Math.cos(a) * size * frill * (1 + rng.jitter(0, 0.06)), Math.sin(a) * size * 0.62 * frill]);
  }
  const d = pathOf(movePts(pts, x, y, angle));
  const tone = rng.pick(['#7cc04a', '#5fa83a', '#9ad060']);
  return `<path d="${d}" transform="translate(2 3)" fill="#0a2004" fill-opacity="0.35"/><path d="${d}" fill="${s.radial(
    [
      [0, shade(tone, 0.3)],
      [0.7, tone],
      [1, shade(tone, -0.25)],
    ],
    0.5,
    0.5,
    0.6,
  )}"/><path d="M${n(x - Math.cos((angle * Math.PI) / 180) * size * 0.8)} ${n(y - Math.sin((angle * Math.PI) / 180) * size * 0.8)}L${n(x + Math.cos((angle * Math.PI) / 180) * size * 0.8)} ${n(y + Math.sin((angle * Math.PI) / 180) * size * 0.8)}" stroke="#e6f4c0" stroke-opacity="0.6" stroke-width="${n(size * 0.05)}" stroke-linecap="round"/>`;
}
