/** Nigiri, sashimi, gunkan and temaki. */
import { clipTo, fillingChunk, fishFlesh, movePts, pathOf } from './fish';
import { AVOCADO, CUCUMBER, FISH, IKURA, NORI, SCALLION, type FishKind } from './palette';
import type { Rng } from './prng';
import { blob, n, rot, shade, squircle, type Placement, type Pt, type Scene } from './svg';
import { noriPattern, ricePattern, sesame, sheen, tobikoPattern } from './textures';

export type NigiriTopping = FishKind | 'aburi' | 'avocado';

function downVector(p: Placement, depth: number): Pt {
  return rot([0, depth], -(p.rotate ?? 0));
}

/** Nigiri along the x axis, ~240 x 100 local units. */
export function nigiri(s: Scene, rng: Rng, p: Placement, topping: NigiriTopping): void {
  const down = downVector(p, 16);
  const ricePts = blob(rng, 104, 54, 14, 0.04);
  const riceD = pathOf(ricePts);
  let body = '';
  body += `<path d="${riceD}" transform="translate(${n(down[0])} ${n(down[1])})" fill="#b8ad96"/>`;
  body += `<path d="${riceD}" fill="${ricePattern(s, rng)}"/>`;
  body += `<path d="${riceD}" fill="${s.radial([
    [0, '#fff', 0.15],
    [0.7, '#000', 0],
    [1, '#3a3020', 0.35],
  ])}"/>`;
  const kind: FishKind = topping === 'aburi' ? 'salmon' : topping === 'avocado' ? 'tamago' : topping;
  // fish slice: longer than the rice, a little narrower, one end cut on the bias
  const len = kind === 'tamago' ? 104 : 124;
  const wid = kind === 'tamago' ? 46 : kind === 'shrimp' ? 40 : 41;
  let fishPts: Pt[];
  if (kind === 'shrimp') {
    fishPts = [];
    for (let i = 0; i < 16; i++) {
      const a = (i / 16) * Math.PI * 2;
      const x = Math.cos(a) * len * 0.86;
      const taper = 1 - 0.35 * Math.max(0, Math.cos(a));
      fishPts.push([x, Math.sin(a) * wid * taper]);
    }
  } else {
    fishPts = squircle(len, wid, kind === 'tamago' ? 6 : 2.6, 24, rng, 0.02).map(([x, y]) => [x + y * 0.25, y] as Pt);
  }
  const fishD = pathOf(fishPts);
  // thickness: the same outline a bit lower, darker
  if (topping !== 'avocado')
    body += `<path d="${fishD}" transform="translate(${n(down[0] * 0.45)} ${n(down[1] * 0.45)})" fill="${shade(FISH[kind].dark, -0.2)}"/>`;
  if (topping === 'avocado') {
    // fanned thin avocado slices instead of fish
    const sliceFill = s.linear(
      [
        [0, '#2f4a17'],
        [0.1, '#6f9a2c'],
        [0.55, '#bcd066'],
        [1, '#e2e79e'],
      ],
      0,
      0,
      0,
      1,
    );
    for (let i = 0; i < 5; i++) {
      const y = -wid * 0.7 + i * wid * 0.34;
      const sd = pathOf(squircle(len * 0.95, wid * 0.34, 2.4, 18).map(([x, yy]) => [x + yy * 0.2, yy + y] as Pt));
      body += `<path d="${sd}" transform="translate(1.5 2.5)" fill="#000" fill-opacity="0.25"/><path d="${sd}" fill="${sliceFill}"/>`;
    }
    body += sheen(s, -len * 0.2, -wid * 0.4, len * 0.5, wid * 0.15, 0, 0.35);
  } else {
    body += fishFlesh(s, rng, kind, fishD, 0, 0, len * 2, wid * 2, { stripeAngle: rng.range(52, 68) });
  }
  if (kind === 'shrimp') {
    // tail fan
    const tail = `M${n(len * 0.8)} -6L${n(len * 1.12)} -30Q${n(len * 1.2)} 0 ${n(len * 1.12)} 30L${n(len * 0.8)} 6Z`;
    body += `<path d="${tail}" fill="${s.linear(
      [
        [0, '#f36a3a'],
        [1, '#a8200e'],
      ],
      0,
      0,
      1,
      0,
    )}"/><path d="M${n(len * 0.85)} 0L${n(len * 1.13)} -14M${n(len * 0.85)} 0L${n(len * 1.13)} 14" stroke="#7a1506" stroke-opacity="0.6" stroke-width="1.5"/>`;
  }
  if (topping === 'aburi') {
    const burn = s.radial([
      [0, '#4a1a04', 0.75],
      [0.5, '#7a3210', 0.4],
      [1, '#a04a18', 0],
    ]);
    let spots = '';
    for (let i = 0; i < 18; i++) {
      const x = rng.range(-len * 0.8, len * 0.8);
      const y = rng.range(-wid * 0.8, wid * 0.5);
      const r = rng.range(10, 24);
      spots += `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(r)}" ry="${n(r * 0.7)}" fill="${burn}"/>`;
    }
    body += clipTo(s, fishD, spots);
    body += `<path d="M${n(-len * 0.72)} -2q9 -10 18 0t18 0t18 0t18 0t18 0t18 0t18 0t18 0t18 0t18 0" fill="none" stroke="#fbe7b8" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round"/>`;
    body += scallionRings(rng, 5, len * 0.5, wid * 0.3, 5, 0, 8);
  }
  if (kind === 'eel' || kind === 'tamago') {
    // nori belt (also holds the avocado slices)
    const belt = `M-16 ${-wid - 10}H16V${wid + 10}H-16Z`;
    body += `<path d="${belt}" transform="translate(${n(down[0] * 0.5)} ${n(down[1] * 0.5)})" fill="${NORI.dark}"/>`;
    body += `<path d="${belt}" fill="${noriPattern(s)}"/><path d="M-16 ${-wid - 10}V${wid + 10}" stroke="${NORI.sheen}" stroke-opacity="0.7" stroke-width="2"/>`;
  }
  if (kind === 'eel') {
    body += `<path d="${fishD}" fill="none" stroke="#2a0e02" stroke-opacity="0.4" stroke-width="3"/>`;
    body += sesame(rng, 12, 60, { ry: 20, size: 1 });
  }
  if (kind === 'hamachi' && rng.chance(0.6)) {
    body += `<path d="M-30 -6l6 0M0 2l6 0M28 -2l6 0" stroke="#d13b1a" stroke-width="5" stroke-linecap="round"/>`;
  }
  if (kind === 'salmon' && topping !== 'aburi' && rng.chance(0.3)) {
    body += `<g transform="translate(10 -6)">${ikuraCluster(s, rng, 5, 16)}</g>`;
  }
  const sil = `<path d="${riceD}"/><path d="${riceD}" transform="translate(${n(down[0])} ${n(down[1])})"/><path d="${fishD}"/>`;
  s.piece({ lift: 1.1, ...p }, body, sil);
}

/** One salmon egg's glossy fill, lit from the top left. */
function ikuraFill(s: Scene): string {
  return s.radial(
    [
      [0, IKURA.light],
      [0.35, IKURA.base],
      [0.85, IKURA.dark],
      [1, '#6a1602'],
    ],
    0.38,
    0.35,
    0.65,
  );
}

function ikuraCluster(s: Scene, rng: Rng, count: number, spread: number, size = 9): string {
  let out = '';
  const eggs: Pt[] = [];
  for (let i = 0; i < count; i++) eggs.push([rng.jitter(0, spread), rng.jitter(0, spread * 0.7)]);
  eggs.sort((a, b) => a[1] - b[1]);
  const fill = ikuraFill(s);
  for (const [x, y] of eggs) {
    const r = size * rng.range(0.9, 1.1);
    out += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${fill}"/><circle cx="${n(x + r * 0.15)}" cy="${n(y + r * 0.2)}" r="${n(r * 0.32)}" fill="#ff8a2a" fill-opacity="0.55"/><circle cx="${n(x - r * 0.35)}" cy="${n(y - r * 0.4)}" r="${n(r * 0.22)}" fill="#fff" fill-opacity="0.9"/>`;
  }
  return out;
}

/** One sashimi slice, ~180 x 70 local units, with visible thickness. */
export function sashimiSlice(s: Scene, rng: Rng, p: Placement, kind: FishKind): void {
  const down = downVector(p, 14);
  const pts = squircle(88, 34, 3.2, 24, rng, 0.02).map(([x, y]) => [x + y * 0.35, y] as Pt);
  const d = pathOf(pts);
  let body = `<path d="${d}" transform="translate(${n(down[0])} ${n(down[1])})" fill="${shade(FISH[kind].dark, -0.25)}"/>`;
  body += `<path d="${d}" transform="translate(${n(down[0] * 0.5)} ${n(down[1] * 0.5)})" fill="${FISH[kind].dark}"/>`;
  body += fishFlesh(s, rng, kind, d, 0, 0, 176, 68, { stripeAngle: rng.range(55, 70) });
  s.piece({ lift: 0.8, ...p }, body, `<path d="${d}"/><path d="${d}" transform="translate(${n(down[0])} ${n(down[1])})"/>`);
}

export type GunkanTopping = 'ikura' | 'tobiko' | 'spicy-salmon' | 'negitoro' | 'avocado-tartare';

/** Gunkan: a nori-wrapped oval boat with roe or tartare, ~200 x 150 local units. */
export function gunkan(s: Scene, rng: Rng, p: Placement, topping: GunkanTopping): void {
  const down = downVector(p, 22);
  const outer = blob(rng, 92, 70, 16, 0.02);
  const od = pathOf(outer);
  const id = pathOf(outer.map(([x, y]) => [x * 0.87, y * 0.82] as Pt));
  let body = '';
  for (const k of [1, 0.75, 0.5, 0.25]) body += `<path d="${od}" transform="translate(${n(down[0] * k)} ${n(down[1] * k)})" fill="${NORI.dark}"/>`;
  body += `<path d="${od}" transform="translate(${n(down[0])} ${n(down[1])})" fill="${s.linear(
    [
      [0, '#000', 0.2],
      [0.4, NORI.sheen, 0.35],
      [1, '#000', 0.4],
    ],
    0,
    0,
    1,
    0,
  )}"/>`;
  body += `<path d="${od}" fill="${noriPattern(s)}"/>`;
  body += `<path d="${od}" fill="none" stroke="${NORI.sheen}" stroke-opacity="0.8" stroke-width="2.5"/>`;
  // nori seam overlap
  body += `<path d="M${n(outer[3]?.[0] ?? 40)} ${n(outer[3]?.[1] ?? 60)}l-6 -10" stroke="${NORI.sheen}" stroke-width="2" stroke-opacity="0.6"/>`;
  let top = '';
  if (topping === 'ikura') {
    top += `<path d="${id}" fill="#7a1a04"/>`;
    const eggs: Pt[] = [];
    for (let i = 0; i < 60; i++) eggs.push([rng.range(-80, 80), rng.range(-58, 58)]);
    top += ikuraFromPoints(s, rng, eggs, 12);
  } else if (topping === 'tobiko') {
    top += `<path d="${id}" fill="${tobikoPattern(s)}"/><path d="${id}" fill="${s.radial([
      [0, '#fff', 0.15],
      [1, '#000', 0.25],
    ])}"/>`;
  } else {
    const colours: Record<string, [string, string]> = {
      'spicy-salmon': ['#ef6a3a', '#c8401a'],
      negitoro: ['#e88a8e', '#c45a62'],
      'avocado-tartare': [AVOCADO.flesh, AVOCADO.outer],
    };
    const [c1, c2] = colours[topping] as [string, string];
    top += `<path d="${id}" fill="${c2}"/>`;
    for (let i = 0; i < 26; i++) {
      const x = rng.range(-70, 70);
      const y = rng.range(-48, 48);
      const chunk = pathOf(blob(rng, rng.range(10, 18), rng.range(8, 14), 7, 0.2, x, y));
      top += `<path d="${chunk}" fill="${s.radial(
        [
          [0, shade(c1, 0.2)],
          [1, c2],
        ],
        0.4,
        0.4,
        0.6,
      )}" stroke="${shade(c2, -0.2)}" stroke-opacity="0.4" stroke-width="1"/>`;
    }
    if (topping !== 'avocado-tartare') top += scallionRings(rng, 9, 50, 36, 6);
    if (topping === 'spicy-salmon')
      top += `<path d="M-50 -10Q-20 -30 10 -10T60 -12" fill="none" stroke="#ff9a3c" stroke-width="5" stroke-linecap="round" stroke-opacity="0.85"/>`;
    top += sheen(s, -20, -20, 50, 18, -10, 0.45);
  }
  body += clipTo(s, id, top);
  body += `<path d="${id}" fill="none" stroke="#000" stroke-opacity="0.45" stroke-width="3"/>`;
  if (rng.chance(0.6)) {
    // cucumber slice tucked at the back
    const cs = `M-60 -50Q-30 -95 20 -80Q-20 -70 -40 -44Z`;
    body += `<path d="${cs}" fill="${CUCUMBER.flesh}" stroke="${CUCUMBER.skin}" stroke-width="4"/>`;
  }
  const sil = `<path d="${od}"/><path d="${od}" transform="translate(${n(down[0])} ${n(down[1])})"/>`;
  s.piece({ lift: 1.2, ...p }, body, sil);
}

function ikuraFromPoints(s: Scene, rng: Rng, eggs: Pt[], size: number): string {
  const sorted = [...eggs].sort((a, b) => a[1] - b[1]);
  const fill = ikuraFill(s);
  let bodies = '';
  let glows = '';
  let highlights = '';
  for (const [x, y] of sorted) {
    const r = size * rng.range(0.88, 1.08);
    bodies += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${fill}"/>`;
    glows += `M${n(x + r * 0.15 - r * 0.3)} ${n(y + r * 0.22)}a${n(r * 0.3)} ${n(r * 0.3)} 0 1 0 ${n(r * 0.6)} 0a${n(r * 0.3)} ${n(r * 0.3)} 0 1 0 ${n(-r * 0.6)} 0Z`;
    highlights += `M${n(x - r * 0.35 - r * 0.2)} ${n(y - r * 0.4)}a${n(r * 0.2)} ${n(r * 0.2)} 0 1 0 ${n(r * 0.4)} 0a${n(r * 0.2)} ${n(r * 0.2)} 0 1 0 ${n(-r * 0.4)} 0Z`;
  }
  return `${bodies}<path d="${glows}" fill="#ff8a2a" fill-opacity="0.5"/><path d="${highlights}" fill="#fff" fill-opacity="0.9"/>`;
}

export function scallionRings(rng: Rng, count: number, rx: number, ry: number, size: number, cx = 0, cy = 0): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const x = cx + rng.jitter(0, rx);
    const y = cy + rng.jitter(0, ry);
    const r = size * rng.range(0.8, 1.2);
    out += `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(r)}" ry="${n(r * rng.range(0.75, 1))}" fill="${SCALLION.light}" fill-opacity="0.5" stroke="${SCALLION.green}" stroke-width="${n(r * 0.4)}"/>`;
  }
  return out;
}

export type TemakiFilling = 'salmon' | 'tuna' | 'eel' | 'shrimp' | 'crab';

/** Hand roll: a nori cone lying diagonally, fillings spilling from the opening. ~360 x 200 local units. */
export function temaki(s: Scene, rng: Rng, p: Placement, filling: TemakiFilling): void {
  const apex: Pt = [-190, 30];
  const ox = 70;
  const ory = 92;
  const orx = 30;
  const coneD = `M${apex[0]} ${apex[1]}L${ox} ${-ory}A${orx} ${ory} 0 0 1 ${ox} ${ory}Z`;
  let body = `<path d="${coneD}" fill="${noriPattern(s)}"/>`;
  body += `<path d="${coneD}" fill="${s.linear(
    [
      [0, NORI.sheen, 0.45],
      [0.35, '#000', 0],
      [0.7, '#000', 0.25],
      [1, '#000', 0.55],
    ],
    0,
    0,
    0,
    1,
  )}"/>`;
  // wrap seam of the cone
  body += `<path d="M${apex[0] + 10} ${apex[1] - 4}Q-40 -20 ${ox - 10} ${ory - 6}" fill="none" stroke="${NORI.sheen}" stroke-opacity="0.55" stroke-width="2.5"/>`;
  body += `<path d="M${apex[0] + 10} ${apex[1] - 4}Q-40 -20 ${ox - 10} ${ory - 6}" transform="translate(0 3)" fill="none" stroke="#000" stroke-opacity="0.5" stroke-width="2"/>`;
  // rice inside the opening
  const openD = `M${ox} ${-ory}A${orx} ${ory} 0 0 1 ${ox} ${ory}A${orx * 0.8} ${ory} 0 0 1 ${ox} ${-ory}Z`;
  body += `<path d="${openD}" fill="${ricePattern(s, rng)}"/>`;
  body += `<path d="M${ox} ${-ory}A${orx} ${ory} 0 0 1 ${ox} ${ory}" fill="none" stroke="${NORI.base}" stroke-width="7"/><path d="M${ox} ${-ory}A${orx} ${ory} 0 0 1 ${ox} ${ory}" fill="none" stroke="${NORI.sheen}" stroke-opacity="0.5" stroke-width="1.5"/>`;
  // fillings fanning out of the opening
  let fill = '';
  // lettuce / shiso frill behind
  const frill: Pt[] = [];
  for (let i = 0; i < 12; i++) {
    const a = -1.2 + (i / 11) * 2.4;
    const r = 80 + (i % 2 ? 18 : 0) + rng.jitter(0, 6);
    frill.push([ox + Math.cos(a) * r * 0.9, Math.sin(a) * r]);
  }
  frill.push([ox, 60], [ox, -60]);
  fill += `<path d="${pathOf(frill, 0.7)}" fill="${s.linear(
    [
      [0, '#9cd05a'],
      [1, '#4f8f2a'],
    ],
    0,
    0,
    1,
    0,
  )}" stroke="#3d7020" stroke-width="1.5"/>`;
  // cucumber sticks
  for (const [a, len] of [
    [-0.55, 130],
    [0.45, 120],
  ] as const) {
    const x2 = ox + Math.cos(a) * len;
    const y2 = Math.sin(a) * len;
    fill += `<path d="M${ox - 20} ${n(y2 * 0.2)}L${n(x2)} ${n(y2)}" stroke="${CUCUMBER.skin}" stroke-width="16" stroke-linecap="round"/><path d="M${ox - 20} ${n(y2 * 0.2 + 3)}L${n(x2)} ${n(y2 + 3)}" stroke="${CUCUMBER.flesh}" stroke-width="8" stroke-linecap="round"/>`;
  }
  // avocado slice
  fill += `<path d="M${ox - 10} 10Q${ox + 60} -10 ${ox + 110} 30Q${ox + 60} 20 ${ox - 10} 34Z" fill="${s.linear(
    [
      [0, AVOCADO.core],
      [0.8, AVOCADO.flesh],
      [1, AVOCADO.skin],
    ],
    0,
    0,
    0,
    1,
  )}"/>`;
  // main protein
  const proteinPts = movePts(squircle(70, 28, 2.4, 18, rng, 0.03), ox + 60, -22, -18);
  const protD = pathOf(proteinPts);
  if (filling === 'crab') fill += fillingChunk(s, rng, 'crab', ox + 55, -22, 55, -15);
  else fill += fishFlesh(s, rng, filling === 'shrimp' ? 'shrimp' : filling, protD, ox + 60, -22, 140, 56, { stripeAngle: 60 });
  fill += `<path d="M${ox} -40Q${ox + 50} -60 ${ox + 100} -40" fill="none" stroke="#ffb347" stroke-width="5" stroke-linecap="round" stroke-opacity="0.9"/>`;
  fill += `<g opacity="0.95">${sesame(rng, 16, 40, { cx: ox + 60, cy: -10, black: 0.4, size: 0.9 })}</g>`;
  fill += `<ellipse cx="${ox + 40}" cy="-45" rx="24" ry="12" fill="${tobikoPattern(s)}"/>`;
  body += fill;
  const sil = `<path d="${coneD}"/><path d="${pathOf(frill, 0.7)}"/>`;
  s.piece({ lift: 1.6, ...p }, body, sil);
}
