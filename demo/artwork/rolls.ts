/** Roll cross-sections: hosomaki/futomaki (nori outside) and uramaki/california (rice outside). */
import { clipTo, fillingChunk, fishFlesh, movePts, pathOf, type Filling } from './fish';
import { FISH, NORI } from './palette';
import type { Rng } from './prng';
import { blob, n, rot, rotatedEllipsePath, type Placement, type Scene } from './svg';
import { ricePattern, seedPath, sesame, sheen, tobikoPattern } from './textures';

const DEPTH = 15;

/** Visible side of a standing piece: the outline repeated slightly lower (camera a little tilted). */
function sideWall(d: string, down: readonly [number, number], fill: string): string {
  let out = '';
  for (const k of [1, 0.66, 0.33]) out += `<path d="${d}" transform="translate(${n(down[0] * k)} ${n(down[1] * k)})" fill="${fill}"/>`;
  return out;
}

function riceEdgeGrains(rng: Rng, radius: number, count: number, cx = 0, cy = 0, ry = radius): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const a = rng.range(0, Math.PI * 2);
    const x = cx + Math.cos(a) * radius;
    const y = cy + Math.sin(a) * ry;
    const ang = (a * 180) / Math.PI + 90 + rng.jitter(0, 40);
    out += `<path d="${rotatedEllipsePath(x, y, 7, 3.2, ang)}"/>`;
  }
  return `<g fill="#fbf8f0" stroke="#cfc6b2" stroke-width="0.6">${out}</g>`;
}

export interface MakiOptions {
  fillings: Filling[];
  /** Toasted sesame sprinkled on the cut face. */
  sesameTop?: boolean;
  /** Relative filling size (futomaki have bigger centres). */
  core?: number;
}

export function makiPiece(s: Scene, rng: Rng, p: Placement, opts: MakiOptions): void {
  const R = 100;
  const outline = blob(rng, R, R * rng.range(0.93, 1), 14, 0.025);
  const d = pathOf(outline);
  const down = rot([0, DEPTH], -(p.rotate ?? 0));
  let body = sideWall(d, down, NORI.dark);
  body += `<path d="${d}" transform="translate(${n(down[0])} ${n(down[1])})" fill="${s.linear(
    [
      [0, '#000', 0.4],
      [0.5, NORI.sheen, 0.25],
      [1, '#000', 0.5],
    ],
    0,
    0,
    1,
    0,
  )}"/>`;
  // only a thin ring of nori shows on a cut face: a flat fill with a few fibres is enough (and cheaper)
  body += `<path d="${d}" fill="${NORI.base}"/><path d="${d}" fill="none" stroke="${NORI.mid}" stroke-width="4" stroke-dasharray="3 5 9 4"/>`;
  body += `<path d="${d}" fill="none" stroke="${s.linear(
    [
      [0, NORI.sheen, 0.9],
      [1, NORI.sheen, 0],
    ],
    0.2,
    0,
    0.8,
    1,
  )}" stroke-width="3"/>`;
  const riceR = R * 0.9;
  const inner = pathOf(outline.map(([x, y]) => [x * 0.9, y * 0.9] as const));
  body += `<path d="${inner}" fill="${ricePattern(s, rng)}"/>`;
  body += `<path d="${inner}" fill="${s.radial([
    [0, '#000', 0],
    [0.75, '#000', 0],
    [1, '#2a2418', 0.4],
  ])}"/>`;
  const core = (opts.core ?? 0.42) * R;
  const fills = opts.fillings;
  if (fills.length === 1) {
    body += fillingChunk(s, rng, fills[0] as Filling, rng.jitter(0, 6), rng.jitter(0, 6), core, rng.range(0, 360));
  } else {
    const a0 = rng.range(0, 360);
    fills.forEach((f, i) => {
      const a = ((a0 + (i * 360) / fills.length) * Math.PI) / 180;
      const dist = core * 0.5;
      body += fillingChunk(s, rng, f, Math.cos(a) * dist, Math.sin(a) * dist, core * (0.8 - fills.length * 0.06), (a * 180) / Math.PI + 90);
    });
  }
  body += riceEdgeGrains(rng, core * 1.05, 12);
  body += riceEdgeGrains(rng, riceR - 4, 16);
  if (opts.sesameTop) body += sesame(rng, 26, riceR * 0.85, { black: 0.35, size: 1.3 });
  body += sheen(s, -R * 0.35, -R * 0.45, R * 0.5, R * 0.25, -35, 0.18);
  const silhouette = `<path d="${d}"/><path d="${d}" transform="translate(${n(down[0])} ${n(down[1])})"/>`;
  s.piece(p, body, silhouette);
}

export type Coating = 'sesame' | 'black-sesame' | 'tobiko' | 'green-tobiko' | 'salmon' | 'tuna' | 'hamachi' | 'avocado' | 'plain';

export function uramakiPiece(s: Scene, rng: Rng, p: Placement, opts: { fillings: Filling[]; coating: Coating; topping?: 'mayo' | 'sauce' | 'none' }): void {
  const R = 100;
  const outline = blob(rng, R, R * rng.range(0.9, 1), 16, 0.035);
  const d = pathOf(outline);
  const down = rot([0, DEPTH], -(p.rotate ?? 0));
  const coatingColour: Record<Coating, string> = {
    sesame: '#e8dcc0',
    'black-sesame': '#ded6c8',
    tobiko: '#f06a12',
    'green-tobiko': '#63a22a',
    salmon: FISH.salmon.base,
    tuna: FISH.tuna.base,
    hamachi: FISH.hamachi.base,
    avocado: '#8fb03f',
    plain: '#e6e0d2',
  };
  let body = sideWall(d, down, coatingColour[opts.coating]);
  body += `<path d="${d}" transform="translate(${n(down[0])} ${n(down[1])})" fill="#000" fill-opacity="0.35"/>`;
  // rice face
  body += `<path d="${d}" fill="${ricePattern(s, rng)}"/>`;
  // coating band around the outside
  const band = 0.16;
  if (opts.coating === 'tobiko' || opts.coating === 'green-tobiko') {
    const ring = `${d}${pathOf(outline.map(([x, y]) => [x * (1 - band), y * (1 - band)] as const).reverse())}`;
    body += `<path d="${ring}" fill="${tobikoPattern(s, opts.coating === 'tobiko' ? undefined : { orange: '#7cc23a', light: '#c8f08a', dark: '#3f7a18' }, opts.coating)}" fill-rule="evenodd"/>`;
  } else if (opts.coating === 'salmon' || opts.coating === 'tuna' || opts.coating === 'hamachi' || opts.coating === 'avocado') {
    // a slice draped over the top edge of the roll
    const cap = movePts(
      [
        [-R * 1.02, -R * 0.1],
        [-R * 0.8, -R * 0.72],
        [0, -R * 1.06],
        [R * 0.8, -R * 0.72],
        [R * 1.02, -R * 0.1],
        [R * 0.7, -R * 0.55],
        [0, -R * 0.78],
        [-R * 0.7, -R * 0.55],
      ],
      0,
      0,
      rng.range(-30, 30),
    );
    const cd = pathOf(cap, 0.9);
    if (opts.coating !== 'avocado') {
      body += fishFlesh(s, rng, opts.coating, cd, 0, -R * 0.75, R * 2, R * 0.5, { stripeAngle: rng.range(70, 110), stripes: 4, gloss: 0.45 });
    } else {
      // thin overlapping avocado slices
      let cuts = '';
      for (let i = -4; i <= 4; i++) cuts += `M${n(i * R * 0.22)} ${n(-R * 1.1)}l${n(R * 0.12)} ${n(R * 0.5)}`;
      body += `<path d="${cd}" fill="${s.linear([
        [0, '#2f4a17'],
        [0.12, '#6f9a2c'],
        [0.5, '#b9cf62'],
        [1, '#dfe59a'],
      ])}"/>${clipTo(s, cd, `<path d="${cuts}" stroke="#5f8a26" stroke-opacity="0.6" stroke-width="2.5"/><path d="${cuts}" transform="translate(3 0)" stroke="#e6eca6" stroke-opacity="0.5" stroke-width="1.5"/>`)}${sheen(s, -R * 0.2, -R * 0.85, R * 0.4, R * 0.08, 0, 0.35)}`;
    }
  }
  // nori ring inside
  const noriR = 0.6;
  const noriOutline = outline.map(([x, y]) => [x * noriR, y * noriR] as const);
  const nd = pathOf(noriOutline);
  body += `<path d="${nd}" fill="none" stroke="${NORI.base}" stroke-width="5"/>`;
  const core = R * noriR * 0.9;
  const fills = opts.fillings;
  const a0 = rng.range(0, 360);
  fills.forEach((f, i) => {
    const a = ((a0 + (i * 360) / fills.length) * Math.PI) / 180;
    const dist = fills.length === 1 ? 0 : core * 0.46;
    body += fillingChunk(
      s,
      rng,
      f,
      Math.cos(a) * dist,
      Math.sin(a) * dist,
      core * (fills.length === 1 ? 0.8 : fills.length === 2 ? 0.62 : 0.54),
      (a * 180) / Math.PI + 90,
    );
  });
  body += riceEdgeGrains(rng, R * noriR + 6, 12);
  if (opts.coating === 'sesame' || opts.coating === 'black-sesame') {
    body += `<g clip-path="url(#${s.define(`clip-${d.length}-${n(outline[0]?.[0] ?? 0)}`, (id) => `<clipPath id="${id}"><path d="${d}"/></clipPath>`)})">${sesame(rng, 70, R, { black: opts.coating === 'black-sesame' ? 0.6 : 0.12, size: 1.4 })}</g>`;
  }
  if (opts.topping === 'mayo') {
    const pts = movePts(blob(rng, R * 0.25, R * 0.16, 8, 0.15), rng.jitter(0, 10), -R * 0.55, 0);
    body += `<path d="${pathOf(pts)}" fill="#f6a04d"/>${sheen(s, -5, -R * 0.6, 12, 6, 0, 0.7)}`;
    body += `<path d="${sesameDots(rng)}" fill="#1a1a1a"/>`;
  } else if (opts.topping === 'sauce') {
    // glossy unagi sauce zig-zag over the top
    let zig = `M${n(-R * 0.75)} ${n(-R * 0.55)}`;
    for (let i = 0; i < 5; i++) zig += `l${n(R * 0.3)} ${n(i % 2 ? -R * 0.22 : R * 0.22)}`;
    body += `<path d="${zig}" fill="none" stroke="#2a0e04" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/><path d="${zig}" transform="translate(-1.5 -2)" fill="none" stroke="#a8643a" stroke-opacity="0.7" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/>`;
    body += sesame(rng, 8, R * 0.35, { cy: -R * 0.55, size: 1.1 });
  }
  body += sheen(s, -R * 0.35, -R * 0.45, R * 0.5, R * 0.25, -35, 0.12);
  const silhouette = `<path d="${d}"/><path d="${d}" transform="translate(${n(down[0])} ${n(down[1])})"/>`;
  s.piece(p, body, silhouette);
}

function sesameDots(rng: Rng): string {
  let d = '';
  for (let i = 0; i < 5; i++) d += seedPath(rng.jitter(0, 18), -55 + rng.jitter(0, 8), 2.6, 1.4, rng.range(0, 180));
  return d;
}

/**
 * Maki recipes, chosen round-robin by seed (seed % 5): 0 shrimp tempura, 1 salmon, 2 tuna,
 * 3 cucumber & sesame, 4 avocado & cream cheese.
 */
export const MAKI_FILLINGS: MakiOptions[] = [
  { fillings: ['tempura', 'cucumber'], core: 0.52 },
  { fillings: ['salmon'] },
  { fillings: ['tuna'] },
  { fillings: ['cucumber'], core: 0.36, sesameTop: true },
  { fillings: ['avocado', 'cream'], core: 0.5 },
];

export interface RollRecipe {
  fillings: Filling[];
  /** Coating of each piece in turn (rainbow rolls alternate). */
  coatings: Coating[];
  topping?: 'mayo' | 'sauce' | 'none';
}

/** California recipes by seed % 3: 0 Philadelphia, 1 salmon-avocado, 2 shrimp tempura. */
export const CALIFORNIA_RECIPES: RollRecipe[] = [
  { fillings: ['salmon', 'cream', 'cucumber'], coatings: ['sesame'] },
  { fillings: ['salmon', 'avocado'], coatings: ['sesame'] },
  { fillings: ['tempura', 'avocado', 'cucumber'], coatings: ['tobiko'] },
  { fillings: ['crab', 'avocado', 'cucumber'], coatings: ['black-sesame'] },
  { fillings: ['crab', 'avocado'], coatings: ['green-tobiko'] },
];

/** Uramaki recipes by seed % 3: 0 spicy tuna, 1 dragon, 2 rainbow. */
export const URAMAKI_RECIPES: RollRecipe[] = [
  { fillings: ['spicy-tuna', 'cucumber'], coatings: ['tobiko'], topping: 'mayo' },
  { fillings: ['tempura', 'cucumber'], coatings: ['avocado'], topping: 'sauce' },
  { fillings: ['crab', 'avocado', 'cucumber'], coatings: ['salmon', 'avocado', 'tuna', 'hamachi'] },
];
