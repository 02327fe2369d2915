/** Compositions for the non-sushi styles and the mixed platters. */
import { edamamePod, misoContents, pokeContents, saladContents, type PokeProtein, type SaladKind } from './bowls';
import { chasen, drinkBackdrop, drinkCan, glassDrink, kyusu, looseTea, matchaBowl, teaCup, type DrinkKind } from './drinks';
import { fishFlesh, pathOf, type Filling } from './fish';
import { chopsticks, ginger, lemonSlice, sauceDish, shiso, wasabi } from './garnish';
import { gyoza, tempuraPaper, tempuraShrimp, tempuraVeg } from './hot';
import { gunkan, nigiri, scallionRings, type GunkanTopping, type NigiriTopping } from './pieces';
import { cycle, type Rng } from './prng';
import { MAKI_FILLINGS, makiPiece, uramakiPiece, type Coating } from './rolls';
import { dorayaki, matchaCake, mintLeaf, MOCHI_COLOURS, mochi, raspberry, rollCake, sakura } from './sweets';
import { blob, n, roundRectPath, squircle, type Pt, type Scene } from './svg';
import { board, bowl, bowlContentShade, rectGroundShadow, roundPlate } from './surfaces';
import { ricePattern, sesame, sheen } from './textures';

export function composePoke(s: Scene, rng: Rng): void {
  const protein = cycle(s.seed, ['salmon', 'tuna', 'shrimp', 'chicken', 'tofu'] as const satisfies readonly PokeProtein[]);
  const cx = 600;
  const cy = 450;
  const r = 400;
  const b = bowl(s, cx, cy, r, rng.pick(['white', 'black', 'charcoal', 'sand', 'indigo'] as const), rng.fork(3), { fill: 0.88 });
  s.add('food', `<g clip-path="url(#${b.clip})">${pokeContents(s, rng, cx, cy, b.inner, protein)}</g>`);
  bowlContentShade(s, cx, cy, b.inner);
  if (rng.chance(0.7)) chopsticks(s, rng, 1080, 180, 115, rng.pick(['wood', 'black'] as const), 800);
}

export function composeSoupe(s: Scene, rng: Rng): void {
  const lacquer = cycle(s.seed, [true, false]);
  const cx = 560;
  const cy = 450;
  const b = bowl(s, cx, cy, 330, rng.pick(['black', 'white', 'charcoal', 'sand'] as const), rng.fork(3), { fill: 0.84, lacquer });
  s.add('food', `<g clip-path="url(#${b.clip})">${misoContents(s, rng, cx, cy, b.inner)}</g>`);
  bowlContentShade(s, cx, cy, b.inner);
  // renge (ceramic soup spoon)
  const spoonOutline = 'M-95 -48Q-140 0 -95 48Q-20 62 30 14L190 8Q204 0 190 -8L30 -14Q-20 -62 -95 -48Z';
  const spoon = `<path d="${spoonOutline}" fill="${s.linear(
    [
      [0, '#ffffff'],
      [0.6, '#ece7de'],
      [1, '#bdb5a8'],
    ],
    0,
    0,
    0,
    1,
  )}"/><path d="M-86 -34Q-118 0 -86 34Q-26 44 12 6Q-26 -44 -86 -34Z" fill="${s.linear(
    [
      [0, '#cfc8bb'],
      [1, '#f4f0e8'],
    ],
    0,
    0,
    0,
    1,
  )}"/><path d="M30 -6L186 -3" stroke="#fff" stroke-width="3" stroke-linecap="round" stroke-opacity="0.8"/>${sheen(s, -60, -20, 30, 10, -10, 0.6)}`;
  s.piece({ x: 960, y: 720, rotate: -40, lift: 1.5 }, spoon, `<path d="${spoonOutline}"/>`);
  if (rng.chance(0.6)) chopsticks(s, rng, 980, 170, 100, rng.pick(['wood', 'black', 'red'] as const), 700);
  s.zoom = 1.05;
}

export function composeSalade(s: Scene, rng: Rng): void {
  /* by seed % 3: 0 cabbage & sesame, 1 wakame, 2 salmon & avocado */
  const kind = cycle(s.seed, ['cabbage', 'wakame', 'salmon-avocado'] as const satisfies readonly SaladKind[]);
  const cx = 600;
  const cy = 450;
  const b = bowl(s, cx, cy, 370, rng.pick(['white', 'black', 'celadon', 'indigo', 'charcoal'] as const), rng.fork(3), { fill: 0.86 });
  s.add('food', `<g clip-path="url(#${b.clip})">${saladContents(s, rng, cx, cy, b.inner, kind)}</g>`);
  bowlContentShade(s, cx, cy, b.inner);
  if (kind === 'wakame') lemonSlice(s, rng, { x: 740, y: 330, rotate: rng.range(0, 360) }, 42, true);
  if (rng.chance(0.6)) chopsticks(s, rng, 1060, 760, -60, rng.pick(['wood', 'black'] as const), 700);
}

export function composeEdamame(s: Scene, rng: Rng): void {
  const cx = 560;
  const cy = 450;
  const b = bowl(s, cx, cy, 330, rng.pick(['white', 'black', 'charcoal', 'sand', 'indigo'] as const), rng.fork(3), { fill: 0.86 });
  const pods: Pt[] = [];
  // golden-angle spiral: an even heap
  for (let i = 0; i < 30; i++) {
    const r = Math.sqrt((i + 0.5) / 30) * b.inner * 0.8;
    const a = i * 2.39996 + rng.jitter(0, 0.2);
    pods.push([cx + Math.cos(a) * r, cy + Math.sin(a) * r]);
  }
  for (const [x, y] of rng.shuffle(pods)) edamamePod(s, rng, { x, y, rotate: rng.range(0, 360), scale: 1.45 });
  for (let i = 0; i < 3; i++)
    edamamePod(s, rng, { x: 940 + i * 40 + rng.jitter(0, 20), y: 640 + i * 50 + rng.jitter(0, 20), rotate: rng.range(0, 360), scale: 1.45 });
  sauceDish(s, rng, 990, 240, 100, rng.pick(['white', 'black', 'celadon'] as const), 'soy');
  s.zoom = 1.04;
}

export function composeGyoza(s: Scene, rng: Rng): void {
  const crispy = cycle(s.seed, [true, false]);
  const angle = -28 + rng.jitter(0, 6);
  board(s, 560, 450, 1000, 520, rng.pick(['black', 'white', 'slate'] as const), rng.fork(3), angle + 28 - 8);
  const count = 6;
  for (let i = 0; i < count; i++) {
    const t = i - (count - 1) / 2;
    const a = ((angle + 90) * Math.PI) / 180;
    gyoza(
      s,
      rng,
      { x: 540 + Math.cos(a) * t * 88 + rng.jitter(0, 3), y: 450 + Math.sin(a) * t * 88 * 0.9, rotate: angle + rng.jitter(0, 3), scale: 1.45 },
      crispy ? i % 3 !== 1 : false,
    );
  }
  sauceDish(s, rng, 1010, 700, 100, rng.pick(['white', 'black', 'indigo'] as const), rng.pick(['soy', 'chili', 'ponzu'] as const));
  s.add('food', `<g>${scallionRings(rng, 12, 190, 150, 7, 560, 450)}</g>`);
  if (rng.chance(0.6)) chopsticks(s, rng, 980, 160, 105, rng.pick(['wood', 'black', 'red'] as const), 760);
  s.zoom = 1.05;
}

export function composeTempura(s: Scene, rng: Rng): void {
  roundPlate(s, 580, 450, 420, rng.pick(['black', 'charcoal', 'indigo', 'sand'] as const), rng.fork(3));
  tempuraPaper(s, 580, 450, 460, rng.range(-20, 20));
  const count = rng.int(3, 4);
  const fan = rng.range(-30, -10);
  for (let i = 0; i < count; i++) {
    const t = i - (count - 1) / 2;
    tempuraShrimp(s, rng, { x: 560 + t * 30, y: 440 + t * 80, rotate: fan + t * 8, scale: 1.05 });
  }
  if (rng.chance(0.7)) tempuraVeg(s, rng, { x: 400, y: 620, rotate: rng.range(0, 360), scale: 0.9 }, 'potato');
  if (rng.chance(0.6)) tempuraVeg(s, rng, { x: 760, y: 270, rotate: rng.range(-40, 0), scale: 1 }, 'pepper');
  sauceDish(s, rng, 1010, 720, 100, rng.pick(['white', 'black', 'indigo'] as const), 'ponzu');
  // grated daikon with ginger on the sauce
  s.add('food', `<circle cx="1000" cy="705" r="26" fill="#f4f1e8"/><circle cx="1006" cy="700" r="8" fill="#f2c46a"/>`);
  lemonSlice(s, rng, { x: 380, y: 270, rotate: rng.range(0, 360) }, 40, true);
}

export function composeMochi(s: Scene, rng: Rng): void {
  roundPlate(s, 600, 450, 410, rng.pick(['black', 'charcoal', 'white', 'sand', 'celadon'] as const), rng.fork(3));
  const colours = rng.shuffle(MOCHI_COLOURS).slice(0, 3);
  const pos: Pt[] = [
    [500, 380],
    [710, 400],
    [600, 580],
  ];
  const cutIndex = rng.int(0, 3);
  colours.forEach((c, i) => {
    const [x, y] = pos[i] as Pt;
    mochi(s, rng, { x, y, rotate: rng.range(-20, 20), scale: 1.05 }, c, i === cutIndex);
  });
  // matcha dust trail
  let dust = '';
  for (let i = 0; i < 220; i++) {
    const t = rng.next();
    dust += `M${n(320 + t * 520 + rng.jitter(0, 20))} ${n(700 - t * 30 + rng.jitter(0, 18))}h2`;
  }
  s.add('food', `<path d="${dust}" stroke="${rng.pick(['#7f9e32', '#e9dcc8', '#c98aa0'])}" stroke-opacity="0.7" stroke-width="2.5" stroke-linecap="round"/>`);
  sakura(s, { x: 790, y: 570, rotate: rng.range(0, 72), scale: 0.9 });
  if (rng.chance(0.6)) mintLeaf(s, { x: 410, y: 560, rotate: rng.range(0, 360) });
}

export function composeDessert(s: Scene, rng: Rng): void {
  const kind = cycle(s.seed, [0, 1, 2]);
  roundPlate(s, 600, 450, 410, rng.pick(['white', 'black', 'charcoal', 'sand'] as const), rng.fork(3));
  if (kind === 0) {
    rollCake(s, rng, { x: 520, y: 420, rotate: rng.range(0, 360), scale: 1.25 });
    rollCake(s, rng, { x: 720, y: 540, rotate: rng.range(0, 360), scale: 1.05 });
  } else if (kind === 1) {
    dorayaki(s, rng, { x: 510, y: 420, scale: 1.15 });
    dorayaki(s, rng, { x: 720, y: 540, scale: 1.05 }, true);
  } else {
    matchaCake(s, rng, { x: 580, y: 440, rotate: rng.range(-20, 20), scale: 1.25 });
  }
  s.add('food', raspberry(s, rng, 770, 320, 22) + raspberry(s, rng, 800, 355, 20));
  mintLeaf(s, { x: 420, y: 620, rotate: rng.range(0, 360) });
  sakura(s, { x: 800, y: 680, rotate: rng.range(0, 72), scale: 0.7 });
  // dessert fork
  const fork = `<path d="M-150 -5L40 -7L60 -16L120 -16L120 -10L70 -9L70 -3L120 -3L120 3L70 3L70 9L120 10L120 16L60 16L40 7L-150 5Z" fill="${s.linear(
    [
      [0, '#e8eaee'],
      [1, '#8a8e94'],
    ],
    0,
    0,
    0,
    1,
  )}"/>`;
  s.piece({ x: 1000, y: 300, rotate: 110, lift: 1 }, fork, '<path d="M-150 -5L40 -7L60 -16L120 -16L120 16L60 16L40 7L-150 5Z"/>');
}

export function composeThe(s: Scene, rng: Rng): void {
  const matcha = cycle(s.seed, [false, true, false]);
  board(s, 600, 450, 1060, 620, rng.pick(['hinoki', 'black', 'slate'] as const), rng.fork(3), rng.jitter(0, 3));
  if (matcha) {
    matchaBowl(s, rng, 520, 460, 250, rng.pick(['black', 'sand', 'charcoal', 'celadon'] as const));
    chasen(s, rng, 900, 320, 80);
    const scoop = `<path d="M-160 -8L120 -6Q150 -14 160 0Q150 14 120 6L-160 8Z" fill="${s.linear(
      [
        [0, '#e6cf9a'],
        [1, '#a88450'],
      ],
      0,
      0,
      0,
      1,
    )}"/>`;
    s.piece({ x: 880, y: 640, rotate: -30, lift: 0.6 }, scoop, '<path d="M-160 -8L120 -6Q150 -14 160 0Q150 14 120 6L-160 8Z"/>');
    let dust = '';
    for (let i = 0; i < 120; i++) dust += `M${n(760 + rng.jitter(0, 60))} ${n(700 + rng.jitter(0, 26))}h2`;
    s.add('food', `<path d="${dust}" stroke="#8fb03a" stroke-width="3" stroke-linecap="round"/>`);
  } else {
    const tea = cycle(s.seed, ['sencha', 'genmaicha', 'hojicha'] as const);
    const glaze = rng.pick(['celadon', 'sand', 'charcoal', 'white', 'indigo'] as const);
    kyusu(s, rng, 820, 380, 150, rng.range(150, 200), glaze);
    teaCup(s, rng, 420, 560, 140, glaze, tea);
    sauceDish(s, rng, 400, 250, 90, 'white', 'none');
    looseTea(s, rng, 400, 250, 58);
  }
}

export function composeBoisson(s: Scene, rng: Rng): void {
  const tableY = 640;
  drinkBackdrop(s, rng, tableY);
  /* by seed % 6: 4 yuzu lemonade, 5 peach iced tea */
  const kind = cycle(s.seed, ['cola', 'water', 'icedtea', 'greentea', 'yuzu', 'peach'] as const satisfies readonly DrinkKind[]);
  const withCan = cycle(s.seed, [true, false, true], 1);
  if (withCan) {
    drinkCan(s, rng, 780, tableY + 120, 200, 380, rng.pick(['#c8302a', '#1f4a8a', '#e8b020', '#2f7a3a', '#f2efe6', '#6a2a6a']));
    glassDrink(s, rng, 470, tableY + 160, 250, 440, kind);
  } else {
    glassDrink(s, rng, 600, tableY + 150, 280, 480, kind);
    lemonSlice(s, rng, { x: 880, y: tableY + 150, rotate: 0, scale: 0.9 }, 40);
  }
  s.shadowDir = [0.9, 0.2];
}

// ─── Mixed platters ───────────────────────────────────────────────────────────

/** Platters by seed % 3: 0 "sakura" (classic mix), 1 "royal" (more nigiri and roe), 2 veggie. */
export function composePlateau(s: Scene, rng: Rng): void {
  const kind = cycle(s.seed, ['sakura', 'royal', 'veggie'] as const);
  const angle = rng.jitter(0, 3);
  board(s, 600, 450, 1140, 760, kind === 'royal' ? 'black' : rng.pick(['hinoki', 'slate', 'black'] as const), rng.fork(3), angle);
  const veggie = kind === 'veggie';
  const maki = veggie
    ? (MAKI_FILLINGS[3] as (typeof MAKI_FILLINGS)[number])
    : kind === 'royal'
      ? (MAKI_FILLINGS[2] as (typeof MAKI_FILLINGS)[number])
      : (MAKI_FILLINGS[1] as (typeof MAKI_FILLINGS)[number]);
  for (let i = 0; i < 4; i++) makiPiece(s, rng, { x: 190 + i * 112, y: 230, rotate: rng.range(0, 360), scale: 0.56 }, maki);
  const cali = veggie
    ? { fillings: ['avocado', 'cucumber', 'cream'] as Filling[], coating: 'sesame' as const }
    : { fillings: ['crab', 'avocado', 'cucumber'] as Filling[], coating: rng.pick(['sesame', 'tobiko'] as const) };
  for (let i = 0; i < 4; i++) uramakiPiece(s, rng, { x: 190 + i * 116, y: 370, rotate: rng.range(-20, 20), scale: 0.58 }, cali);
  const tops: readonly NigiriTopping[] = veggie
    ? ['avocado', 'tamago', 'avocado', 'tamago', 'avocado']
    : kind === 'royal'
      ? ['tuna', 'salmon', 'hamachi', 'eel', 'shrimp']
      : rng.shuffle(['salmon', 'tuna', 'salmon', 'aburi', 'shrimp']);
  tops.forEach((t, i) => nigiri(s, rng, { x: 700 + i * 96, y: 300, rotate: 90 + rng.jitter(0, 3), scale: 0.8 }, t));
  const gunkans: readonly GunkanTopping[] = veggie
    ? ['avocado-tartare', 'avocado-tartare']
    : kind === 'royal'
      ? ['ikura', 'ikura']
      : ['ikura', rng.pick(['tobiko', 'spicy-salmon', 'negitoro'] as const)];
  gunkan(s, rng, { x: 230, y: 560, rotate: rng.jitter(0, 5), scale: 0.72 }, gunkans[0] as GunkanTopping);
  gunkan(s, rng, { x: 400, y: 600, rotate: rng.jitter(0, 5), scale: 0.72 }, gunkans[1] as GunkanTopping);
  if (veggie) {
    for (let i = 0; i < 4; i++)
      uramakiPiece(s, rng, { x: 620 + i * 118, y: 560, rotate: rng.range(-20, 20), scale: 0.58 }, { fillings: ['cucumber', 'tamago'], coating: 'avocado' });
  } else if (kind === 'royal') {
    for (let i = 0; i < 4; i++)
      uramakiPiece(
        s,
        rng,
        { x: 620 + i * 118, y: 560, rotate: rng.range(-20, 20), scale: 0.58 },
        { fillings: ['crab', 'avocado', 'cucumber'], coating: (['salmon', 'avocado', 'tuna', 'hamachi'] as const)[i] as Coating },
      );
  } else {
    for (let i = 0; i < 4; i++)
      uramakiPiece(
        s,
        rng,
        { x: 620 + i * 118, y: 560, rotate: rng.range(-20, 20), scale: 0.58 },
        { fillings: ['salmon', 'avocado'], coating: 'salmon', topping: 'mayo' },
      );
  }
  ginger(s, rng, { x: 870, y: 690, rotate: rng.range(0, 360), scale: 1 });
  wasabi(s, rng, { x: 960, y: 700, scale: 0.9 });
  shiso(s, rng, { x: 560, y: 690, rotate: -10, scale: 0.7 });
}

export function composeBento(s: Scene, rng: Rng): void {
  const cx = 600;
  const cy = 450;
  const W = 1060;
  const H = 700;
  const x0 = cx - W / 2;
  const y0 = cy - H / 2;
  rectGroundShadow(s, x0, y0, W, H, 30, 34, 0.8);
  let box = `<path d="${roundRectPath(x0, y0, W, H, 30)}" fill="${s.linear(
    [
      [0, '#2a2624'],
      [1, '#0a0908'],
    ],
    0,
    0,
    1,
    1,
  )}"/><path d="${roundRectPath(x0 + 2, y0 + 2, W - 4, H - 4, 28)}" fill="none" stroke="#fff" stroke-opacity="0.15" stroke-width="2"/>`;
  const pad = 26;
  const gap = 22;
  const leftW = 440;
  const cells: Array<[number, number, number, number]> = [
    [x0 + pad, y0 + pad, leftW, H - pad * 2],
    [x0 + pad + leftW + gap, y0 + pad, W - pad * 2 - leftW - gap, 300],
    [x0 + pad + leftW + gap, y0 + pad + 300 + gap, 270, H - pad * 2 - 300 - gap],
    [x0 + pad + leftW + gap + 270 + gap, y0 + pad + 300 + gap, W - pad * 2 - leftW - gap * 2 - 270, H - pad * 2 - 300 - gap],
  ];
  const red = s.linear(
    [
      [0, '#4a0c08'],
      [0.2, '#8e1c14'],
      [1, '#b02a1c'],
    ],
    0,
    0,
    1,
    1,
  );
  for (const [x, y, w, h] of cells) {
    box += `<path d="${roundRectPath(x, y, w, h, 14)}" fill="${red}"/><path d="${roundRectPath(x, y, w, h, 14)}" fill="none" stroke="#000" stroke-opacity="0.55" stroke-width="4"/>`;
  }
  s.add('ware', box);
  // rice with black sesame and umeboshi
  const [rx, ry, rw, rh] = cells[0] as [number, number, number, number];
  const riceD = roundRectPath(rx + 10, ry + 10, rw - 20, rh - 20, 30);
  s.piece(
    { x: 0, y: 0, lift: 0.3 },
    `<path d="${riceD}" fill="${ricePattern(s, rng, 'white')}"/>${sesame(rng, 60, 140, { cx: rx + rw / 2, cy: ry + rh * 0.38, black: 0.95, size: 0.9 })}<circle cx="${n(rx + rw / 2)}" cy="${n(ry + rh * 0.38)}" r="34" fill="${s.radial(
      [
        [0, '#e8465a'],
        [0.7, '#b81a30'],
        [1, '#7a0c1c'],
      ],
      0.4,
      0.35,
      0.7,
    )}"/>${sheen(s, rx + rw / 2 - 10, ry + rh * 0.38 - 12, 12, 6, -30, 0.6)}`,
    `<path d="${riceD}"/>`,
  );
  shiso(s, rng, { x: rx + rw * 0.3, y: ry + rh * 0.82, rotate: -30, scale: 0.85 });
  ginger(s, rng, { x: rx + rw * 0.72, y: ry + rh * 0.82, rotate: rng.range(0, 360), scale: 1 });
  const [sx, sy, sw, sh] = cells[1] as [number, number, number, number];
  if (cycle(s.seed, ['chicken', 'salmon'] as const) === 'chicken') {
    // chicken teriyaki: glazed slices fanned, sesame and scallion
    for (let i = 0; i < 5; i++) {
      const x = sx + sw * (0.2 + i * 0.13);
      const y = sy + sh * 0.5 + (i % 2 ? 6 : -6);
      const slice = pathOf(squircle(34, 92, 2.6, 18, rng, 0.05));
      s.piece(
        { x, y, rotate: 14 + rng.jitter(0, 4), lift: 0.8 },
        `<path d="${slice}" transform="translate(0 8)" fill="#f0dcc0"/><path d="${slice}" fill="${s.radial(
          [
            [0, '#b86a2a'],
            [0.6, '#8a4212'],
            [1, '#4a1e06'],
          ],
          0.42,
          0.4,
          0.65,
        )}"/>${sheen(s, -8, -30, 10, 36, 0, 0.55)}<path d="M-20 -60Q0 -50 18 -64M-22 10Q0 18 20 6" fill="none" stroke="#2a0e02" stroke-opacity="0.35" stroke-width="4" stroke-linecap="round"/>`,
        `<path d="${slice}"/>`,
      );
    }
    s.add(
      'food',
      `<g>${sesame(rng, 30, sw * 0.32, { cx: sx + sw * 0.46, cy: sy + sh * 0.5, ry: sh * 0.3 })}${scallionRings(rng, 10, sw * 0.3, sh * 0.3, 7, sx + sw * 0.46, sy + sh * 0.5)}</g>`,
    );
    s.add(
      'food',
      `<path d="M${n(sx + sw * 0.15)} ${n(sy + sh * 0.2)}q${n(sw * 0.15)} ${n(sh * 0.25)} ${n(sw * 0.3)} 0t${n(sw * 0.3)} 0" fill="none" stroke="#3a1606" stroke-width="6" stroke-linecap="round" stroke-opacity="0.85"/>`,
    );
    s.piece(
      { x: sx + sw * 0.88, y: sy + sh * 0.5, rotate: 90, lift: 0.3 },
      `<path d="M-60 0Q-30 -40 0 -44Q30 -40 60 0Q30 40 0 44Q-30 40 -60 0Z" fill="#7cb83e"/><path d="M-50 0H50" stroke="#cfe89a" stroke-width="3"/>`,
      '<path d="M-60 0Q0 -60 60 0Q0 60 -60 0Z"/>',
    );
  } else {
    // grilled salmon fillet
    const fillet = pathOf(squircle(sw * 0.36, sh * 0.32, 3, 20, rng, 0.04).map(([x, y]) => [x + sx + sw * 0.42, y + sy + sh / 2] as Pt));
    let salmon = `<path d="${fillet}" transform="translate(0 8)" fill="#6a2a10"/>`;
    salmon += fishFlesh(s, rng, 'salmon', fillet, sx + sw * 0.42, sy + sh / 2, sw * 0.72, sh * 0.64, { stripeAngle: 70, gloss: 0.35 });
    let grill = '';
    for (let i = 0; i < 5; i++) grill += `M${n(sx + sw * 0.16 + i * sw * 0.12)} ${n(sy + sh * 0.24)}l${n(sw * 0.06)} ${n(sh * 0.52)}`;
    salmon += `<path d="${grill}" stroke="#4a1a06" stroke-opacity="0.55" stroke-width="10" stroke-linecap="round"/>`;
    salmon += `<path d="${fillet}" fill="none" stroke="#5a5048" stroke-width="5" stroke-opacity="0.6"/>`;
    s.piece({ x: 0, y: 0, lift: 0.8 }, salmon, `<path d="${fillet}"/>`);
    lemonSlice(s, rng, { x: sx + sw * 0.86, y: sy + sh * 0.5, rotate: 90 }, 44, true);
  }
  // maki pieces
  const [mx, my, mw, mh] = cells[2] as [number, number, number, number];
  const fill = rng.pick(MAKI_FILLINGS);
  [
    [mx + mw * 0.3, my + mh * 0.3],
    [mx + mw * 0.72, my + mh * 0.32],
    [mx + mw * 0.3, my + mh * 0.73],
    [mx + mw * 0.72, my + mh * 0.74],
  ].forEach(([x, y]) => makiPiece(s, rng, { x: x as number, y: y as number, rotate: rng.range(0, 360), scale: 0.52 }, fill));
  // tamago and salad
  const [tx, ty, tw, th] = cells[3] as [number, number, number, number];
  for (let i = 0; i < 2; i++) {
    const d = roundRectPath(-60, -36, 120, 72, 10);
    s.piece(
      { x: tx + tw * 0.5, y: ty + th * (0.3 + i * 0.25), rotate: rng.jitter(0, 6), lift: 0.8 },
      `<path d="${d}" fill="${s.linear(
        [
          [0, '#ffe07a'],
          [1, '#e6a82a'],
        ],
        0,
        0,
        0,
        1,
      )}"/><path d="M-60 -12H60M-60 12H60" stroke="#d9951c" stroke-opacity="0.45" stroke-width="2"/>${sheen(s, -20, -20, 30, 8, 0, 0.5)}`,
      `<path d="${d}"/>`,
    );
  }
  for (let i = 0; i < 5; i++) edamameBean(s, rng, tx + tw * (0.2 + rng.next() * 0.6), ty + th * (0.8 + rng.jitter(0, 0.06)));
  s.zoom = 1;
}

function edamameBean(s: Scene, rng: Rng, x: number, y: number): void {
  const d = pathOf(blob(rng, 14, 10, 8, 0.08));
  s.piece(
    { x, y, rotate: rng.range(0, 180), lift: 0.4 },
    `<path d="${d}" fill="${s.radial(
      [
        [0, '#b8e07a'],
        [1, '#4f8a24'],
      ],
      0.4,
      0.35,
      0.7,
    )}"/>`,
    `<path d="${d}"/>`,
  );
}
