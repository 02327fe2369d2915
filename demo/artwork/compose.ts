/** Scene composition per style: surface, ware, food arrangement, props, light. */
import { chopsticks, daikon, ginger, lemonSlice, sauceDish, shiso, wasabi, type ChopstickKind } from './garnish';
import { gunkan, nigiri, sashimiSlice, temaki, type GunkanTopping, type NigiriTopping, type TemakiFilling } from './pieces';
import { cycle, mulberry32, hashSeed, type Rng } from './prng';
import { CALIFORNIA_RECIPES, MAKI_FILLINGS, makiPiece, URAMAKI_RECIPES, uramakiPiece, type Coating } from './rolls';
import { Scene, type Pt } from './svg';
import { board, lighting, roundPlate, surface, type BoardKind } from './surfaces';
import {
  composeBento,
  composeBoisson,
  composeDessert,
  composeEdamame,
  composeGyoza,
  composeMochi,
  composePlateau,
  composePoke,
  composeSalade,
  composeSoupe,
  composeTempura,
  composeThe,
} from './dishes';

export const SUSHI_STYLES = [
  'maki',
  'california',
  'uramaki',
  'nigiri',
  'sashimi',
  'temaki',
  'gunkan',
  'plateau',
  'bento',
  'poke',
  'gyoza',
  'tempura',
  'soupe',
  'salade',
  'edamame',
  'mochi',
  'dessert',
  'the',
  'boisson',
] as const;
export type SushiStyle = (typeof SUSHI_STYLES)[number];

const PRODUCT_W = 1200;
const PRODUCT_H = 900;

/** Points along a line centred on (cx, cy). */
function row(count: number, cx: number, cy: number, spacing: number, angleDeg = 0): Pt[] {
  const a = (angleDeg * Math.PI) / 180;
  const out: Pt[] = [];
  for (let i = 0; i < count; i++) {
    const t = (i - (count - 1) / 2) * spacing;
    out.push([cx + Math.cos(a) * t, cy + Math.sin(a) * t]);
  }
  return out;
}

function ring(count: number, cx: number, cy: number, r: number, phase = 0): Pt[] {
  const out: Pt[] = [];
  for (let i = 0; i < count; i++) {
    const a = phase + (i / count) * Math.PI * 2;
    out.push([cx + Math.cos(a) * r, cy + Math.sin(a) * r]);
  }
  return out;
}

function garnishPair(s: Scene, rng: Rng, x: number, y: number, scale = 1): void {
  if (rng.chance(0.5)) shiso(s, rng, { x: x + 10 * scale, y, rotate: rng.range(-30, 30) - 90, scale: 0.75 * scale });
  ginger(s, rng, { x, y: y - 30 * scale, rotate: rng.range(0, 360), scale: 1.1 * scale });
  wasabi(s, rng, { x: x + 8 * scale, y: y + 62 * scale, rotate: rng.range(0, 360), scale });
}

const pendingChopsticks = new WeakMap<Scene, ChopstickKind>();

/** Asks for chopsticks on their rest along the right edge (placed once the zoom is known). */
function maybeChopsticks(s: Scene, rng: Rng, p = 0.6): void {
  if (rng.chance(p)) pendingChopsticks.set(s, rng.pick(['wood', 'black', 'red'] as const));
}

function placeChopsticks(s: Scene, rng: Rng): void {
  const kind = pendingChopsticks.get(s);
  if (!kind) return;
  const [zx] = s.zoomCenter ?? [s.width / 2, s.height / 2];
  // x such that, once zoomed, the sticks sit ~70 px from the right edge
  const x = zx + (s.width - 70 - zx) / s.zoom;
  chopsticks(s, rng, x, 700 + rng.jitter(0, 30), -93 + rng.jitter(0, 3), kind, 780 / s.zoom);
}

const NIGIRI_TOPPINGS: readonly NigiriTopping[] = ['salmon', 'salmon', 'tuna', 'aburi', 'eel', 'shrimp', 'hamachi', 'seabream', 'tamago'];
/** Nigiri by seed % 8: 1 salmon, 2 tuna, 3 shrimp… */
const NIGIRI_PRIMARY: readonly NigiriTopping[] = ['tamago', 'salmon', 'tuna', 'shrimp', 'aburi', 'eel', 'hamachi', 'seabream'];
const BOARDS: readonly BoardKind[] = ['slate', 'black', 'hinoki'];

function composeMaki(s: Scene, rng: Rng): void {
  const fill = cycle(s.seed, MAKI_FILLINGS);
  const layout = cycle(s.seed, [0, 1, 2], 1);
  if (layout === 0) {
    const angle = rng.jitter(0, 4);
    board(s, 600, 450, 1000, 460, rng.pick(BOARDS), rng.fork(2), angle);
    const pts = [...row(4, 520, 360, 176, angle), ...row(4, 520, 540, 176, angle)];
    for (const [x, y] of pts) makiPiece(s, rng, { x: x + rng.jitter(0, 4), y: y + rng.jitter(0, 4), rotate: rng.range(0, 360), scale: 0.84 }, fill);
    garnishPair(s, rng, 965, 430, 0.85);
    s.zoom = 1.14;
  } else if (layout === 1) {
    roundPlate(s, 600, 450, 420, rng.pick(['white', 'black', 'indigo', 'charcoal'] as const), rng.fork(2));
    for (const [x, y] of ring(7, 600, 450, 222, rng.range(0, 1))) makiPiece(s, rng, { x, y, rotate: rng.range(0, 360), scale: 0.8 }, fill);
    ginger(s, rng, { x: 585, y: 430, rotate: rng.range(0, 360), scale: 1.05 });
    wasabi(s, rng, { x: 630, y: 495, rotate: 0, scale: 0.9 });
    maybeChopsticks(s, rng, 0.3);
    s.zoom = 1.08;
  } else {
    s.zoom = 1.12;
    const angle = -18 + rng.jitter(0, 4);
    board(s, 600, 440, 1080, 320, rng.pick(BOARDS), rng.fork(2), angle);
    for (const [x, y] of row(6, 560, 460, 170, angle)) makiPiece(s, rng, { x, y, rotate: rng.range(0, 360), scale: 0.82 }, fill);
    sauceDish(s, rng, 1000, 720, 80, rng.pick(['white', 'black', 'indigo'] as const));
    garnishPair(s, rng, 1010, 250, 0.8);
  }
}

function composeUramaki(s: Scene, rng: Rng, style: 'california' | 'uramaki'): void {
  const recipe = style === 'california' ? cycle(s.seed, CALIFORNIA_RECIPES.slice(0, 3)) : cycle(s.seed, URAMAKI_RECIPES);
  const { fillings, coatings } = recipe;
  const topping = recipe.topping ?? 'none';
  const coat = (i: number): Coating => coatings[i % coatings.length] as Coating;
  const layout = cycle(s.seed, [0, 1], 1);
  if (layout === 0) {
    const angle = rng.jitter(0, 5);
    board(s, 600, 450, 1040, 470, rng.pick(BOARDS), rng.fork(2), angle);
    const pts = [...row(4, 510, 355, 182, angle), ...row(4, 510, 545, 182, angle)];
    pts.forEach(([x, y], i) => uramakiPiece(s, rng, { x, y, rotate: rng.range(-25, 25), scale: 0.86 }, { fillings, coating: coat(i), topping }));
    garnishPair(s, rng, 975, 440, 0.85);
    s.zoom = 1.14;
  } else {
    s.zoom = 1.06;
    roundPlate(s, 600, 450, 430, rng.pick(['white', 'black', 'charcoal', 'sand'] as const), rng.fork(2));
    ring(6, 600, 450, 212, rng.range(0, 1)).forEach(([x, y], i) =>
      uramakiPiece(s, rng, { x, y, rotate: rng.range(-25, 25), scale: 0.86 }, { fillings, coating: coat(i), topping }),
    );
    ginger(s, rng, { x: 590, y: 432, rotate: rng.range(0, 360), scale: 1 });
    wasabi(s, rng, { x: 628, y: 492, rotate: 0, scale: 0.85 });
    maybeChopsticks(s, rng, 0.35);
  }
}

function composeNigiri(s: Scene, rng: Rng): void {
  const main = cycle(s.seed, NIGIRI_PRIMARY);
  const mixed = cycle(s.seed, [false, false, false, true], 3);
  const angle = rng.pick([-14, 0, 12]) + rng.jitter(0, 3);
  const count = rng.pick([3, 4, 4]);
  s.zoom = count === 3 ? 1.2 : 1.1;
  board(s, 600, 450, 1100, 500, rng.pick(BOARDS), rng.fork(2), angle);
  const pts = row(count, 510, 460, 205, angle);
  pts.forEach(([x, y]) => {
    const top = mixed ? rng.pick(NIGIRI_TOPPINGS) : main;
    nigiri(s, rng, { x, y, rotate: angle + 90 + rng.jitter(0, 4), scale: 1.12 }, top);
  });
  garnishPair(s, rng, count === 3 ? 880 : 980, 450, 0.9);
  maybeChopsticks(s, rng, 0.4);
}

function composeSashimi(s: Scene, rng: Rng): void {
  const kinds: Array<'salmon' | 'tuna' | 'hamachi' | 'seabream'> = cycle(s.seed, [
    ['salmon'],
    rng.shuffle(['salmon', 'tuna', rng.pick(['hamachi', 'seabream'] as const)]),
    ['tuna'],
  ]);
  const plate = rng.int(0, 1);
  if (plate === 0) roundPlate(s, 600, 450, 440, rng.pick(['white', 'black', 'indigo', 'celadon'] as const), rng.fork(2));
  else board(s, 600, 450, 1080, 620, rng.pick(['slate', 'black', 'white'] as const), rng.fork(2), rng.jitter(0, 3));
  daikon(s, rng, { x: 600, y: 440, rotate: rng.range(-10, 10) }, 280, 190);
  shiso(s, rng, { x: 520, y: 360, rotate: -130 + rng.jitter(0, 15), scale: 1.3 });
  shiso(s, rng, { x: 720, y: 500, rotate: 20 + rng.jitter(0, 15), scale: 1.25 });
  const groups = kinds.length;
  if (groups === 1) {
    const kind = kinds[0] as 'salmon' | 'tuna';
    for (let i = 0; i < 6; i++) {
      const t = i - 2.5;
      sashimiSlice(s, rng, { x: 600 + t * 64, y: 445 + t * 10 + Math.abs(t) * 8, rotate: -30 + t * 11 + rng.jitter(0, 2), scale: 1.45 }, kind);
    }
  } else {
    kinds.forEach((kind, g) => {
      for (let i = 0; i < 3; i++) {
        const t = i - 1;
        sashimiSlice(s, rng, { x: 390 + g * 210 + t * 26, y: 440 + t * 58, rotate: 74 + t * 5 + rng.jitter(0, 2), scale: 1.2 }, kind);
      }
    });
  }
  lemonSlice(s, rng, { x: 880, y: 660, rotate: rng.range(0, 360), scale: 1.2 }, 46, true);
  wasabi(s, rng, { x: 330, y: 660, rotate: 0, scale: 1.2 });
  maybeChopsticks(s, rng, 0.4);
}

function composeTemaki(s: Scene, rng: Rng): void {
  const filling = cycle(s.seed, ['crab', 'eel', 'salmon', 'tuna', 'shrimp'] as const satisfies readonly TemakiFilling[]);
  const two = rng.chance(0.5);
  board(s, 600, 460, 1060, 560, rng.pick(BOARDS), rng.fork(2), rng.jitter(0, 3));
  if (two) {
    temaki(s, rng, { x: 500, y: 320, rotate: -14, scale: 1.45 }, filling);
    temaki(s, rng, { x: 560, y: 620, rotate: -6, scale: 1.45 }, rng.pick(['salmon', 'tuna', 'crab'] as const));
  } else {
    temaki(s, rng, { x: 520, y: 480, rotate: -22, scale: 2.0 }, filling);
  }
  garnishPair(s, rng, 1000, 450, 1);
}

function composeGunkan(s: Scene, rng: Rng): void {
  const tops: readonly GunkanTopping[] = ['tobiko', 'spicy-salmon', 'negitoro', 'avocado-tartare', 'ikura'];
  const main = cycle(s.seed, tops);
  const mixed = cycle(s.seed, [false, false, true], 2);
  const angle = rng.jitter(0, 5);
  board(s, 600, 450, 1100, 540, rng.pick(BOARDS), rng.fork(2), angle);
  const pts = row(4, 500, 450, 210, angle);
  pts.forEach(([x, y], i) =>
    gunkan(s, rng, { x, y: y + (i % 2 ? 55 : -55), rotate: angle + rng.jitter(0, 8), scale: 1.2 }, mixed ? (tops[i % tops.length] as GunkanTopping) : main),
  );
  garnishPair(s, rng, 1000, 450, 0.95);
  s.zoom = 1.06;
}

export function productScene(style: SushiStyle, seed: number): Scene {
  const rng = mulberry32(hashSeed(seed, SUSHI_STYLES.indexOf(style) + 1));
  const s = new Scene(rng, PRODUCT_W, PRODUCT_H);
  s.seed = seed;
  // a few table surfaces shared across products (the rasteriser renders each one once)
  const ground = rng.pick(['wood', 'wood', 'slate', 'stone'] as const);
  surface(s, ground, mulberry32(hashSeed(0x7ab1e, ground.length, rng.int(0, 2))));
  switch (style) {
    case 'maki':
      composeMaki(s, rng);
      break;
    case 'california':
    case 'uramaki':
      composeUramaki(s, rng, style);
      break;
    case 'nigiri':
      composeNigiri(s, rng);
      break;
    case 'sashimi':
      composeSashimi(s, rng);
      break;
    case 'temaki':
      composeTemaki(s, rng);
      break;
    case 'gunkan':
      composeGunkan(s, rng);
      break;
    case 'plateau':
      composePlateau(s, rng);
      break;
    case 'bento':
      composeBento(s, rng);
      break;
    case 'poke':
      composePoke(s, rng);
      break;
    case 'gyoza':
      composeGyoza(s, rng);
      break;
    case 'tempura':
      composeTempura(s, rng);
      break;
    case 'soupe':
      composeSoupe(s, rng);
      break;
    case 'salade':
      composeSalade(s, rng);
      break;
    case 'edamame':
      composeEdamame(s, rng);
      break;
    case 'mochi':
      composeMochi(s, rng);
      break;
    case 'dessert':
      composeDessert(s, rng);
      break;
    case 'the':
      composeThe(s, rng);
      break;
    case 'boisson':
      composeBoisson(s, rng);
      break;
  }
  placeChopsticks(s, rng);
  lighting(s);
  return s;
}
