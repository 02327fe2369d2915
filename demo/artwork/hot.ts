/** Hot dishes: pan-fried gyoza and tempura. */
import { clipTo, pathOf } from './fish';
import type { Rng } from './prng';
import { n, smooth, type Placement, type Pt, type Scene } from './svg';
import { sheen } from './textures';

/** Gyoza lying on its flat side, seam up, long axis along x; ~230 x 110 local units. */
export function gyoza(s: Scene, rng: Rng, p: Placement, crispyUp: boolean): void {
  const L = 115;
  const H = 56;
  const back: Pt[] = [];
  const front: Pt[] = [];
  const steps = 12;
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const x = -L + t * 2 * L;
    const env = Math.sin(Math.PI * t);
    back.push([x, -Math.pow(env, 0.62) * H + rng.jitter(0, 1)]);
    front.push([x, Math.pow(env, 0.9) * H * 0.62 + rng.jitter(0, 1)]);
  }
  const outline: Pt[] = [...back, ...front.slice(1, -1).reverse()];
  const d = pathOf(outline, 0.9);
  let body = '';
  if (crispyUp) {
    body += `<path d="${d}" fill="${s.radial(
      [
        [0, '#7a3c0e'],
        [0.4, '#a8601e'],
        [0.75, '#d89a48'],
        [1, '#f0d29a'],
      ],
      0.5,
      0.45,
      0.58,
    )}"/>`;
    let lace = '';
    let light = '';
    for (let i = 0; i < 40; i++) {
      const x = rng.range(-L * 0.75, L * 0.75);
      const y = rng.range(-H * 0.5, H * 0.35);
      const seg = `M${n(x - 5)} ${n(y)}a${n(rng.range(3, 8))} ${n(rng.range(2, 4))} 0 1 0 10 0`;
      if (i % 2) lace += seg;
      else light += seg;
    }
    body += clipTo(s, d, `<path d="${lace}" fill="#4a1e04" fill-opacity="0.35"/><path d="${light}" fill="#ffd98a" fill-opacity="0.35"/>`);
    body += sheen(s, -L * 0.2, -H * 0.35, L * 0.55, H * 0.16, -4, 0.45);
  } else {
    body += `<path d="${d}" fill="${s.linear(
      [
        [0, '#fffaf0'],
        [0.45, '#f3e6c8'],
        [1, '#d9bf8e'],
      ],
      0,
      0,
      0,
      1,
    )}"/>`;
    // filling showing through the thin dough
    body += clipTo(
      s,
      d,
      `<ellipse cx="0" cy="${n(H * 0.1)}" rx="${n(L * 0.62)}" ry="${n(H * 0.38)}" fill="#8a8a5a" fill-opacity="0.14"/><path d="M${-L} ${n(H * 0.42)}Q0 ${n(H * 0.95)} ${L} ${n(H * 0.42)}L${L} ${n(H * 1.2)}L${-L} ${n(H * 1.2)}Z" fill="#b8702a" fill-opacity="0.85"/><path d="M${-L} ${n(H * 0.32)}Q0 ${n(H * 0.82)} ${L} ${n(H * 0.32)}" fill="none" stroke="#e0a85a" stroke-width="6" stroke-opacity="0.6"/>`,
    );
    // the seam ridge with its pleats
    const ridge: Pt[] = back.map(([x, y]) => [x * 0.9, y * 0.5 - 4] as Pt);
    const ridgeD = smooth(ridge, false);
    let folds = '';
    let lights = '';
    const pleats = 7;
    for (let i = 0; i < pleats; i++) {
      const t = (i + 0.7) / (pleats + 0.4);
      const x = -L * 0.72 + t * L * 1.44;
      const env = Math.sin(Math.PI * ((x + L) / (2 * L)));
      const y0 = -Math.pow(env, 0.62) * H * 0.5 - 4;
      const y1 = Math.pow(env, 0.9) * H * 0.3;
      folds += `M${n(x)} ${n(y0)}Q${n(x + 14)} ${n((y0 + y1) / 2)} ${n(x + 8)} ${n(y1)}`;
      lights += `M${n(x - 4)} ${n(y0 + 2)}Q${n(x + 9)} ${n((y0 + y1) / 2)} ${n(x + 3)} ${n(y1)}`;
    }
    body += `<path d="${folds}" fill="none" stroke="#b39565" stroke-opacity="0.7" stroke-width="3.2" stroke-linecap="round"/>`;
    body += `<path d="${lights}" fill="none" stroke="#ffffff" stroke-opacity="0.75" stroke-width="2.2" stroke-linecap="round"/>`;
    body += `<path d="${ridgeD}" fill="none" stroke="#c4a878" stroke-width="7" stroke-linecap="round"/><path d="${ridgeD}" transform="translate(0 -2.5)" fill="none" stroke="#fffdf6" stroke-width="3" stroke-linecap="round"/>`;
    body += sheen(s, -L * 0.3, -H * 0.6, L * 0.4, H * 0.12, -8, 0.5);
  }
  body += `<path d="${d}" fill="none" stroke="#8a6a40" stroke-opacity="0.35" stroke-width="1.5"/>`;
  s.piece({ lift: 1, ...p }, body, `<path d="${d}"/>`);
}

/** Battered shrimp, head end at -x, tail at +x; ~320 x 90 local units. */
export function tempuraShrimp(s: Scene, rng: Rng, p: Placement): void {
  const L = 150;
  const pts: Pt[] = [];
  const count = 34;
  for (let i = 0; i < count; i++) {
    const a = (i / count) * Math.PI * 2;
    const c = Math.cos(a);
    const x = c * L;
    const taper = 1 - 0.55 * Math.max(0, c);
    const bump = 1 + rng.jitter(0, 0.16);
    pts.push([x, Math.sin(a) * 40 * taper * bump + Math.sin(((x + L) / (2 * L)) * Math.PI) * -8]);
  }
  const d = pathOf(pts, 1);
  let body = '';
  // tail
  const tail = `M${L - 14} -4L${L + 46} -34Q${L + 60} -2 ${L + 46} 30L${L - 14} 8Z`;
  body += `<path d="${tail}" fill="${s.linear(
    [
      [0, '#e8582e'],
      [0.6, '#c2301a'],
      [1, '#7a1508'],
    ],
    0,
    0,
    1,
    0,
  )}"/><path d="M${L} 0L${L + 50} -18M${L} 2L${L + 52} 14" stroke="#5a0e04" stroke-opacity="0.5" stroke-width="1.5"/>`;
  body += `<path d="${d}" fill="${s.radial(
    [
      [0, '#ffe3a0'],
      [0.5, '#f2bc5a'],
      [0.85, '#d9902c'],
      [1, '#a8621a'],
    ],
    0.42,
    0.38,
    0.62,
  )}"/>`;
  // crunchy batter bits
  let light = '';
  let dark = '';
  for (let i = 0; i < 70; i++) {
    const x = rng.range(-L * 0.95, L * 0.9);
    const half = 40 * (1 - 0.55 * Math.max(0, x / L));
    const y = rng.range(-half, half * 0.9) - 4;
    const r = rng.range(2.5, 7);
    const seg = `M${n(x - r)} ${n(y)}a${n(r)} ${n(r * 0.8)} 0 1 0 ${n(r * 2)} 0a${n(r)} ${n(r * 0.8)} 0 1 0 ${n(-r * 2)} 0Z`;
    if (rng.chance(0.6)) light += seg;
    else dark += seg;
  }
  body += clipTo(s, d, `<path d="${dark}" fill="#b86a1c" fill-opacity="0.45"/><path d="${light}" fill="#fff2c4" fill-opacity="0.6"/>`);
  // flaky bits around the outline
  let flakes = '';
  for (let i = 0; i < 16; i++) {
    const q = pts[rng.int(0, pts.length - 1)] as Pt;
    const r = rng.range(3, 8);
    flakes += `M${n(q[0] - r)} ${n(q[1])}a${n(r)} ${n(r)} 0 1 0 ${n(r * 2)} 0a${n(r)} ${n(r)} 0 1 0 ${n(-r * 2)} 0Z`;
  }
  body += `<path d="${flakes}" fill="#f0c064" stroke="#c98a2c" stroke-width="1"/>`;
  body += sheen(s, -30, -16, 90, 12, -3, 0.35);
  s.piece({ lift: 1.2, ...p }, body, `<path d="${d}"/><path d="${tail}"/>`);
}

/** Vegetable tempura: sweet-potato slice or battered shiso leaf. */
export function tempuraVeg(s: Scene, rng: Rng, p: Placement, kind: 'potato' | 'pepper'): void {
  let body = '';
  let sil = '';
  if (kind === 'potato') {
    const d = pathOf(
      Array.from({ length: 18 }, (_, i) => {
        const a = (i / 18) * Math.PI * 2;
        const k = 1 + rng.jitter(0, 0.06);
        return [Math.cos(a) * 70 * k, Math.sin(a) * 60 * k] as Pt;
      }),
    );
    body += `<path d="${d}" fill="#f0c064"/><ellipse rx="60" ry="50" fill="#7a2a5a" fill-opacity="0.75"/><ellipse rx="54" ry="44" fill="${s.radial([
      [0, '#ffd98a'],
      [1, '#f2b24a'],
    ])}"/>`;
    body += sheen(s, -15, -15, 30, 12, -20, 0.4);
    sil = `<path d="${d}"/>`;
  } else {
    const d = `M-90 0Q-40 -40 60 -26Q96 -10 90 4Q60 24 -40 28Q-80 20 -90 0Z`;
    body += `<path d="${d}" fill="#4f8a2a"/><path d="${d}" fill="#f5d090" fill-opacity="0.55"/><path d="M-80 2Q0 -6 86 0" stroke="#2f5e14" stroke-width="3" fill="none"/>`;
    body += sheen(s, -10, -10, 50, 10, -5, 0.4);
    sil = `<path d="${d}"/>`;
  }
  s.piece({ lift: 0.8, ...p }, body, sil);
}

/** Folded white tempura paper (kaishi), a square turned slightly. */
export function tempuraPaper(s: Scene, cx: number, cy: number, size: number, angle: number): void {
  const h = size / 2;
  const body = `<path d="M${-h} ${-h}H${h}V${h}H${-h}Z" fill="${s.linear(
    [
      [0, '#fbfaf5'],
      [1, '#e2ddd0'],
    ],
    0,
    0,
    1,
    1,
  )}"/><path d="M${-h} ${-h}L${h} ${h}" stroke="#cfc8b8" stroke-width="2" stroke-opacity="0.6"/><path d="M${-h} ${-h}L${h} ${-h}L${h} ${h}Z" fill="#fff" fill-opacity="0.35"/>`;
  s.piece({ x: cx, y: cy, rotate: angle, lift: 0.2 }, body, `<path d="M${-h} ${-h}H${h}V${h}H${-h}Z"/>`);
}
