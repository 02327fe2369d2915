/** Tea (top-down) and cold drinks (side view, with condensation). */
import { clipTo } from './fish';
import { CERAMICS, type CeramicKind } from './palette';
import type { Rng } from './prng';
import { mix, n, roundRectPath, shade, type Scene } from './svg';
import { ceramicDisc, roundGroundShadow } from './surfaces';
import { sheen } from './textures';

/** Tea cup (yunomi) seen from above, with green tea. */
export function teaCup(s: Scene, rng: Rng, cx: number, cy: number, r: number, kind: CeramicKind, tea: 'sencha' | 'hojicha' | 'genmaicha'): void {
  const c = CERAMICS[kind];
  roundGroundShadow(s, cx, cy, r, 0.9, 0.22);
  const liquid =
    tea === 'sencha' ? ['#d8d86a', '#a8b43a', '#7a8a22'] : tea === 'hojicha' ? ['#c88a4a', '#9a5a24', '#6a3610'] : ['#e2cf7a', '#c4a84a', '#9a7e2a'];
  let out = ceramicDisc(s, cx, cy, r, c.base, { outer: [0.15, -0.35], inner: 0.9, wall: [-0.3, 0.12] });
  out += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r - 1)}" fill="none" stroke="#fff" stroke-opacity="0.4" stroke-width="2"/>`;
  // tea surface, slightly offset (perspective of the wall)
  const lr = r * 0.8;
  out += `<circle cx="${n(cx + r * 0.02)}" cy="${n(cy + r * 0.03)}" r="${n(lr)}" fill="${s.radial(
    [
      [0, liquid[0] as string],
      [0.7, liquid[1] as string],
      [1, liquid[2] as string],
    ],
    0.55,
    0.58,
    0.6,
  )}"/>`;
  out += `<circle cx="${n(cx + r * 0.02)}" cy="${n(cy + r * 0.03)}" r="${n(lr)}" fill="none" stroke="#fff" stroke-opacity="0.25" stroke-width="2"/>`;
  out += `<ellipse cx="${n(cx - lr * 0.28)}" cy="${n(cy - lr * 0.32)}" rx="${n(lr * 0.32)}" ry="${n(lr * 0.12)}" transform="rotate(-35 ${n(cx - lr * 0.28)} ${n(cy - lr * 0.32)})" fill="#fff" fill-opacity="0.35"/>`;
  if (tea === 'genmaicha') {
    for (let i = 0; i < 5; i++)
      out += `<ellipse cx="${n(cx + rng.jitter(0, lr * 0.5))}" cy="${n(cy + rng.jitter(0, lr * 0.5))}" rx="5" ry="3" fill="#f1d9a0"/>`;
  }
  // glaze drips / speckles on the rim
  for (let i = 0; i < 30; i++) {
    const a = rng.range(0, Math.PI * 2);
    const rr = rng.range(r * 0.9, r * 0.99);
    out += `<circle cx="${n(cx + Math.cos(a) * rr)}" cy="${n(cy + Math.sin(a) * rr)}" r="${n(rng.range(0.6, 1.8))}" fill="${c.speck}" fill-opacity="0.6"/>`;
  }
  s.add('ware', out);
}

/** Matcha bowl (chawan) with whisked foam. */
export function matchaBowl(s: Scene, rng: Rng, cx: number, cy: number, r: number, kind: CeramicKind): void {
  const c = CERAMICS[kind];
  roundGroundShadow(s, cx, cy, r, 0.9, 0.2);
  let out = ceramicDisc(s, cx, cy, r, c.base, { outer: [0.12, -0.4], inner: 0.9, wall: [-0.35, 0.1] });
  const lr = r * 0.72;
  out += `<circle cx="${n(cx)}" cy="${n(cy + r * 0.03)}" r="${n(lr)}" fill="${s.radial(
    [
      [0, '#c4dc5a'],
      [0.7, '#94b62a'],
      [1, '#5f7f14'],
    ],
    0.5,
    0.5,
    0.55,
  )}"/>`;
  let foam = '';
  for (let i = 0; i < 220; i++) {
    const a = rng.range(0, Math.PI * 2);
    const rr = Math.sqrt(rng.next()) * lr * 0.92;
    const sz = rng.range(0.8, 2.6);
    foam += `M${n(cx + Math.cos(a) * rr - sz)} ${n(cy + r * 0.03 + Math.sin(a) * rr)}a${n(sz)} ${n(sz)} 0 1 0 ${n(sz * 2)} 0a${n(sz)} ${n(sz)} 0 1 0 ${n(-sz * 2)} 0Z`;
  }
  out += `<path d="${foam}" fill="#e6f2a0" fill-opacity="0.55"/>`;
  out += `<ellipse cx="${n(cx - lr * 0.25)}" cy="${n(cy - lr * 0.3)}" rx="${n(lr * 0.3)}" ry="${n(lr * 0.12)}" transform="rotate(-35 ${n(cx - lr * 0.25)} ${n(cy - lr * 0.3)})" fill="#fff" fill-opacity="0.25"/>`;
  s.add('ware', out);
}

/** Bamboo whisk (chasen) seen from above: a ring of fine tines. */
export function chasen(s: Scene, rng: Rng, x: number, y: number, r: number): void {
  let tines = '';
  for (let i = 0; i < 64; i++) {
    const a = (i / 64) * Math.PI * 2;
    tines += `M${n(Math.cos(a) * r * 0.35)} ${n(Math.sin(a) * r * 0.35)}L${n(Math.cos(a) * r)} ${n(Math.sin(a) * r)}`;
  }
  let inner = '';
  for (let i = 0; i < 24; i++) {
    const a = (i / 24) * Math.PI * 2 + 0.1;
    inner += `M0 0L${n(Math.cos(a) * r * 0.5)} ${n(Math.sin(a) * r * 0.5)}`;
  }
  const body = `<circle r="${n(r)}" fill="#c9a86a" fill-opacity="0.25"/><path d="${tines}" stroke="#e8d3a0" stroke-width="2.2" stroke-linecap="round"/><path d="${tines}" transform="rotate(2.8)" stroke="#b89050" stroke-width="1.2"/><path d="${inner}" stroke="#d9bd84" stroke-width="2"/><circle r="${n(r * 0.36)}" fill="none" stroke="#a87c40" stroke-width="3"/><circle r="${n(r * 0.15)}" fill="#c9a46a"/>`;
  void rng;
  s.piece({ x, y, lift: 3 }, body, `<circle r="${n(r)}"/>`);
}

/** Kyusu teapot from above: round body, lid with knob, spout and side handle. */
export function kyusu(s: Scene, rng: Rng, x: number, y: number, r: number, angle: number, kind: CeramicKind): void {
  const c = CERAMICS[kind];
  const body = `<path d="M${n(r * 0.8)} -14L${n(r * 1.45)} -8Q${n(r * 1.55)} 0 ${n(r * 1.45)} 8L${n(r * 0.8)} 14Z" fill="${shade(c.base, -0.1)}"/><circle cx="${n(r * 1.48)}" r="7" fill="#1a0f08"/>
<path d="${roundRectPath(-r * 2.1, -r * 0.13, r * 1.3, r * 0.26, r * 0.12)}" fill="${s.linear(
    [
      [0, shade(c.base, 0.1)],
      [1, shade(c.base, -0.3)],
    ],
    0,
    0,
    0,
    1,
  )}"/>
<circle r="${n(r)}" fill="${s.radial(
    [
      [0, shade(c.base, 0.2)],
      [0.7, c.base],
      [1, shade(c.base, -0.35)],
    ],
    0.42,
    0.4,
    0.6,
  )}"/><circle r="${n(r * 0.62)}" fill="none" stroke="${shade(c.base, -0.35)}" stroke-width="3"/><circle r="${n(r * 0.6)}" fill="${s.radial(
    [
      [0, shade(c.base, 0.15)],
      [1, shade(c.base, -0.15)],
    ],
    0.42,
    0.4,
    0.6,
  )}"/><circle r="${n(r * 0.16)}" fill="${shade(c.base, -0.2)}"/><circle cx="-3" cy="-3" r="${n(r * 0.1)}" fill="${shade(c.base, 0.15)}"/>${sheen(s, -r * 0.4, -r * 0.45, r * 0.3, r * 0.12, -35, 0.5)}`;
  void rng;
  s.piece({ x, y, rotate: angle, lift: 3.5 }, body, `<circle r="${n(r)}"/><path d="${roundRectPath(-r * 2.1, -r * 0.13, r * 1.3, r * 0.26, r * 0.12)}"/>`);
}

export function looseTea(s: Scene, rng: Rng, cx: number, cy: number, r: number): void {
  let leaves = '';
  for (let i = 0; i < 70; i++) {
    const a = rng.range(0, Math.PI * 2);
    const rr = Math.sqrt(rng.next()) * r;
    const x = cx + Math.cos(a) * rr;
    const y = cy + Math.sin(a) * rr;
    const t = rng.range(0, 180);
    leaves += `<path d="M${n(x - 7)} ${n(y)}q7 -3 14 0q-7 3 -14 0z" transform="rotate(${n(t)} ${n(x)} ${n(y)})" fill="${rng.pick(['#3f5a1c', '#2f4612', '#556f26'])}"/>`;
  }
  s.add('food', leaves);
}

// ─── Cold drinks (side view) ──────────────────────────────────────────────────

export type DrinkKind = 'cola' | 'yuzu' | 'icedtea' | 'water' | 'greentea' | 'peach';
const DRINKS: Record<DrinkKind, { top: string; bottom: string; tint: number; bubbles: boolean }> = {
  cola: { top: '#6a2a10', bottom: '#1a0602', tint: 0.95, bubbles: true },
  yuzu: { top: '#ffe680', bottom: '#f2b21c', tint: 0.85, bubbles: true },
  icedtea: { top: '#e0902c', bottom: '#8a3e08', tint: 0.85, bubbles: false },
  water: { top: '#e6f4f8', bottom: '#a8cad6', tint: 0.25, bubbles: true },
  greentea: { top: '#d8e07a', bottom: '#8a9a22', tint: 0.8, bubbles: false },
  peach: { top: '#ffc2a8', bottom: '#f27a5a', tint: 0.8, bubbles: true },
};

/** Dark wall, table edge and bokeh for product shots of drinks. */
export function drinkBackdrop(s: Scene, rng: Rng, tableY: number): void {
  const { width: W, height: H } = s;
  let out = `<rect width="${W}" height="${H}" fill="${s.linear(
    [
      [0, '#1a1512'],
      [1, '#0c0908'],
    ],
    0,
    0,
    0,
    1,
  )}"/>`;
  for (let i = 0; i < 14; i++) {
    const x = rng.range(0, W);
    const y = rng.range(0, tableY * 0.85);
    const r = rng.range(20, 70);
    const col = rng.pick(['#ffb060', '#ffd49a', '#ff8a4a', '#f6e0b0']);
    out += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${s.radial([
      [0, col, 0.22],
      [0.8, col, 0.14],
      [1, col, 0],
    ])}"/>`;
  }
  out += `<rect y="${n(tableY)}" width="${W}" height="${n(H - tableY)}" fill="${s.linear(
    [
      [0, '#3a2414'],
      [1, '#150b05'],
    ],
    0,
    0,
    0,
    1,
  )}"/>`;
  let grain = '';
  for (let i = 0; i < 40; i++) {
    const y = tableY + Math.pow(rng.next(), 1.6) * (H - tableY);
    grain += `M0 ${n(y)}Q${n(W / 2)} ${n(y + rng.jitter(0, 4))} ${W} ${n(y + rng.jitter(0, 3))}`;
  }
  out += `<path d="${grain}" fill="none" stroke="#0a0502" stroke-opacity="0.4" stroke-width="1.5"/>`;
  out += `<rect y="${n(tableY - 1)}" width="${W}" height="3" fill="#6a4a2a" fill-opacity="0.5"/>`;
  s.add('ground', out);
}

function droplets(rng: Rng, x0: number, x1: number, y0: number, y1: number, count: number, clip: (x: number, y: number) => boolean): string {
  let dark = '';
  let light = '';
  let trails = '';
  for (let i = 0; i < count; i++) {
    const x = rng.range(x0, x1);
    const y = rng.range(y0, y1);
    if (!clip(x, y)) continue;
    const r = rng.chance(0.85) ? rng.range(1.2, 3.2) : rng.range(4, 7);
    dark += `M${n(x - r)} ${n(y)}a${n(r)} ${n(r * 1.15)} 0 1 0 ${n(r * 2)} 0a${n(r)} ${n(r * 1.15)} 0 1 0 ${n(-r * 2)} 0Z`;
    light += `M${n(x - r * 0.45)} ${n(y - r * 0.35)}a${n(r * 0.3)} ${n(r * 0.3)} 0 1 0 ${n(r * 0.6)} 0a${n(r * 0.3)} ${n(r * 0.3)} 0 1 0 ${n(-r * 0.6)} 0Z`;
    if (r > 5 && rng.chance(0.5)) trails += `M${n(x)} ${n(y + r)}q${n(rng.jitter(0, 3))} ${n(30)} ${n(rng.jitter(0, 2))} ${n(rng.range(40, 90))}`;
  }
  return `<path d="${trails}" fill="none" stroke="#fff" stroke-opacity="0.18" stroke-width="3" stroke-linecap="round"/><path d="${dark}" fill="#000" fill-opacity="0.18" stroke="#fff" stroke-opacity="0.25" stroke-width="0.8"/><path d="${light}" fill="#fff" fill-opacity="0.85"/>`;
}

/** Tumbler with an iced drink standing on the table at (cx, baseY). */
export function glassDrink(s: Scene, rng: Rng, cx: number, baseY: number, w: number, h: number, kind: DrinkKind): void {
  const dr = DRINKS[kind];
  const topW = w / 2;
  const botW = (w / 2) * 0.88;
  const ey = w * 0.09; // ellipse half-height
  const topY = baseY - h;
  const level = topY + h * 0.2;
  const levelW = botW + (topW - botW) * ((baseY - level) / h);
  const outline = `M${n(cx - topW)} ${n(topY)}L${n(cx - botW)} ${n(baseY)}A${n(botW)} ${n(ey)} 0 0 0 ${n(cx + botW)} ${n(baseY)}L${n(cx + topW)} ${n(topY)}A${n(topW)} ${n(ey)} 0 0 0 ${n(cx - topW)} ${n(topY)}Z`;
  // table shadow and caustic
  s.add(
    'groundShadow',
    `<ellipse cx="${n(cx + w * 0.25)}" cy="${n(baseY + 4)}" rx="${n(w * 0.85)}" ry="${n(ey * 1.6)}" fill="${s.radial([
      [0, '#000', 0.75],
      [1, '#000', 0],
    ])}"/><ellipse cx="${n(cx - w * 0.05)}" cy="${n(baseY + ey * 0.6)}" rx="${n(w * 0.45)}" ry="${n(ey * 0.8)}" fill="${s.radial([
      [0, dr.top, 0.35],
      [1, dr.top, 0],
    ])}"/>`,
  );
  let out = `<path d="${outline}" fill="#ffffff" fill-opacity="0.06"/>`;
  // liquid
  const liquidD = `M${n(cx - levelW + 4)} ${n(level)}L${n(cx - botW + 5)} ${n(baseY - ey * 2.2)}A${n(botW - 5)} ${n(ey)} 0 0 0 ${n(cx + botW - 5)} ${n(baseY - ey * 2.2)}L${n(cx + levelW - 4)} ${n(level)}Z`;
  out += `<path d="${liquidD}" fill="${s.linear(
    [
      [0, dr.top, dr.tint],
      [1, dr.bottom, dr.tint],
    ],
    0,
    0,
    0,
    1,
  )}"/>`;
  out += `<path d="${liquidD}" fill="${s.linear(
    [
      [0, '#000', 0.35],
      [0.3, '#fff', 0.12],
      [0.55, '#fff', 0],
      [1, '#000', 0.4],
    ],
    0,
    0,
    1,
    0,
  )}"/>`;
  // ice cubes poking above the surface and inside
  let ice = '';
  for (let i = 0; i < 4; i++) {
    const ix = cx + rng.jitter(0, levelW * 0.45);
    const iy = level + rng.range(-w * 0.05, h * 0.35);
    const sz = w * rng.range(0.2, 0.26);
    const a = rng.range(-25, 25);
    ice += `<path d="${roundRectPath(ix - sz / 2, iy - sz / 2, sz, sz, sz * 0.22)}" transform="rotate(${n(a)} ${n(ix)} ${n(iy)})" fill="#ffffff" fill-opacity="0.2" stroke="#ffffff" stroke-opacity="0.45" stroke-width="2"/><path d="M${n(ix - sz * 0.3)} ${n(iy - sz * 0.25)}l${n(sz * 0.35)} 0" transform="rotate(${n(a)} ${n(ix)} ${n(iy)})" stroke="#fff" stroke-opacity="0.7" stroke-width="3" stroke-linecap="round"/>`;
  }
  out += ice;
  // liquid surface
  out += `<ellipse cx="${n(cx)}" cy="${n(level)}" rx="${n(levelW - 4)}" ry="${n(ey * 0.9)}" fill="${shade(dr.top, 0.2)}" fill-opacity="${n(dr.tint * 0.8)}" stroke="#fff" stroke-opacity="0.35" stroke-width="1.5"/>`;
  if (dr.bubbles) {
    let b = '';
    for (let i = 0; i < 40; i++) {
      const bx = cx + rng.jitter(0, botW * 0.8);
      const by = rng.range(level + 10, baseY - ey * 3);
      const br = rng.range(1, 3.2);
      b += `M${n(bx - br)} ${n(by)}a${n(br)} ${n(br)} 0 1 0 ${n(br * 2)} 0a${n(br)} ${n(br)} 0 1 0 ${n(-br * 2)} 0Z`;
    }
    out += `<path d="${b}" fill="none" stroke="#fff" stroke-opacity="0.45" stroke-width="1"/>`;
  }
  // thick glass base
  out += `<ellipse cx="${n(cx)}" cy="${n(baseY - ey * 1.2)}" rx="${n(botW - 3)}" ry="${n(ey)}" fill="#fff" fill-opacity="0.1" stroke="#fff" stroke-opacity="0.3" stroke-width="1.5"/>`;
  // condensation
  out += clipTo(
    s,
    outline,
    droplets(rng, cx - topW, cx + topW, level - 10, baseY, 260, () => true),
  );
  // glass walls and highlights
  out += `<path d="M${n(cx - topW + w * 0.1)} ${n(topY + 20)}L${n(cx - botW + w * 0.1)} ${n(baseY - 20)}" stroke="#fff" stroke-opacity="0.45" stroke-width="${n(w * 0.04)}" stroke-linecap="round"/>`;
  out += `<path d="M${n(cx + topW - w * 0.14)} ${n(topY + 30)}L${n(cx + botW - w * 0.14)} ${n(baseY - 30)}" stroke="#fff" stroke-opacity="0.18" stroke-width="${n(w * 0.08)}" stroke-linecap="round"/>`;
  out += `<path d="${outline}" fill="none" stroke="#fff" stroke-opacity="0.4" stroke-width="2"/>`;
  out += `<ellipse cx="${n(cx)}" cy="${n(topY)}" rx="${n(topW)}" ry="${n(ey)}" fill="none" stroke="#fff" stroke-opacity="0.55" stroke-width="2.5"/>`;
  // garnish: lemon wheel on the rim or a straw
  if (kind === 'yuzu' || kind === 'icedtea' || kind === 'water') {
    const lx = cx + topW * 0.55;
    out += `<g transform="translate(${n(lx)} ${n(topY)}) rotate(-12)"><circle r="${n(w * 0.22)}" fill="#f2d13a"/><circle r="${n(w * 0.19)}" fill="#fbf0b0"/><path d="M0 ${n(-w * 0.19)}V${n(w * 0.19)}M${n(-w * 0.19)} 0H${n(w * 0.19)}M${n(-w * 0.13)} ${n(-w * 0.13)}L${n(w * 0.13)} ${n(w * 0.13)}M${n(-w * 0.13)} ${n(w * 0.13)}L${n(w * 0.13)} ${n(-w * 0.13)}" stroke="#f2d13a" stroke-width="2.5"/></g>`;
  }
  if (kind !== 'water') {
    out += `<path d="M${n(cx - topW * 0.3)} ${n(baseY - h * 0.5)}L${n(cx + topW * 0.2)} ${n(topY - h * 0.22)}" stroke="${rng.pick(['#1a1a1a', '#f2efe6', '#c8302a'])}" stroke-width="${n(w * 0.06)}" stroke-linecap="round" opacity="0.95"/>`;
  }
  s.add('food', out);
}

/** Aluminium can standing at (cx, baseY). */
export function drinkCan(s: Scene, rng: Rng, cx: number, baseY: number, w: number, h: number, colour: string): void {
  const rx = w / 2;
  const ey = w * 0.1;
  const topY = baseY - h;
  s.add(
    'groundShadow',
    `<ellipse cx="${n(cx + w * 0.3)}" cy="${n(baseY + 4)}" rx="${n(w * 0.9)}" ry="${n(ey * 1.8)}" fill="${s.radial([
      [0, '#000', 0.8],
      [1, '#000', 0],
    ])}"/>`,
  );
  const bodyD = `M${n(cx - rx)} ${n(topY + ey * 2)}L${n(cx - rx)} ${n(baseY - ey)}A${n(rx)} ${n(ey)} 0 0 0 ${n(cx + rx)} ${n(baseY - ey)}L${n(cx + rx)} ${n(topY + ey * 2)}Z`;
  let out = `<path d="${bodyD}" fill="${colour}"/>`;
  // label: a rising sun disc and wave bands
  out += clipTo(
    s,
    bodyD,
    `<circle cx="${n(cx - rx * 0.1)}" cy="${n(topY + h * 0.42)}" r="${n(rx * 0.55)}" fill="#f4efe4"/><circle cx="${n(cx - rx * 0.1)}" cy="${n(topY + h * 0.42)}" r="${n(rx * 0.4)}" fill="${rng.pick(['#d8322a', '#1f3a6e', '#2f6a2a'])}"/><path d="M${n(cx - rx)} ${n(topY + h * 0.72)}q${n(rx * 0.25)} -14 ${n(rx * 0.5)} 0t${n(rx * 0.5)} 0t${n(rx * 0.5)} 0t${n(rx * 0.5)} 0V${n(baseY)}H${n(cx - rx)}Z" fill="${mix(colour, '#000000', 0.35)}"/><path d="M${n(cx - rx)} ${n(topY + h * 0.68)}q${n(rx * 0.25)} -14 ${n(rx * 0.5)} 0t${n(rx * 0.5)} 0t${n(rx * 0.5)} 0t${n(rx * 0.5)} 0" fill="none" stroke="#f4efe4" stroke-width="4"/>`,
  );
  // cylinder shading
  out += `<path d="${bodyD}" fill="${s.linear(
    [
      [0, '#000', 0.55],
      [0.18, '#fff', 0.28],
      [0.3, '#fff', 0.05],
      [0.75, '#000', 0.15],
      [1, '#000', 0.65],
    ],
    0,
    0,
    1,
    0,
  )}"/>`;
  out += clipTo(
    s,
    bodyD,
    droplets(rng, cx - rx, cx + rx, topY, baseY, 320, () => true),
  );
  // top: tapered neck and lid
  out += `<path d="M${n(cx - rx)} ${n(topY + ey * 2)}L${n(cx - rx * 0.86)} ${n(topY + ey * 0.6)}L${n(cx + rx * 0.86)} ${n(topY + ey * 0.6)}L${n(cx + rx)} ${n(topY + ey * 2)}Z" fill="${s.linear(
    [
      [0, '#6a6e74'],
      [0.25, '#f2f4f6'],
      [0.6, '#a8acb2'],
      [1, '#50545a'],
    ],
    0,
    0,
    1,
    0,
  )}"/>`;
  out += `<ellipse cx="${n(cx)}" cy="${n(topY + ey * 0.6)}" rx="${n(rx * 0.86)}" ry="${n(ey)}" fill="${s.linear(
    [
      [0, '#c9cdd2'],
      [1, '#7a7e84'],
    ],
    0,
    0,
    1,
    1,
  )}" stroke="#e8eaee" stroke-width="2"/>`;
  out += `<path d="${roundRectPath(cx - rx * 0.2, topY + ey * 0.2, rx * 0.45, ey * 0.8, 4)}" fill="#b9bdc2" stroke="#6a6e74" stroke-width="1"/>`;
  s.add('food', out);
}
