/** Fish and topping surfaces: striped salmon, glossy tuna, glazed eel, shrimp, tamago. */
import { AVOCADO, CUCUMBER, FISH, SURIMI, type FishKind } from './palette';
import type { Rng } from './prng';
import { blob, n, shade, smooth, squircle, type Pt, type Scene } from './svg';
import { sheen } from './textures';

export function clipTo(s: Scene, d: string, content: string): string {
  const id = s.id('c');
  s.define(id, () => `<clipPath id="${id}"><path d="${d}"/></clipPath>`);
  return `<g clip-path="url(#${id})">${content}</g>`;
}

export function pathOf(points: readonly Pt[], tension = 1): string {
  return smooth(points, true, tension);
}

export function movePts(points: readonly Pt[], dx: number, dy: number, angleDeg = 0): Pt[] {
  const a = (angleDeg * Math.PI) / 180;
  const c = Math.cos(a);
  const si = Math.sin(a);
  return points.map(([x, y]) => [x * c - y * si + dx, x * si + y * c + dy] as Pt);
}

/**
 * Fills an outline with fish flesh: gradient body, fat stripes across (angle relative to x axis), gloss.
 * w/h: approximate extent of the outline around (cx, cy).
 */
export function fishFlesh(
  s: Scene,
  rng: Rng,
  kind: FishKind,
  d: string,
  cx: number,
  cy: number,
  w: number,
  h: number,
  opts: { stripeAngle?: number; stripes?: number; gloss?: number; grill?: boolean } = {},
): string {
  const f = FISH[kind];
  const body = s.radial(
    [
      [0, f.light],
      [0.55, f.base],
      [1, f.dark],
    ],
    0.4,
    0.35,
    0.75,
  );
  let inner = '';
  const angle = opts.stripeAngle ?? 62;
  const count =
    opts.stripes ?? (kind === 'salmon' ? Math.max(3, Math.round(w / 30)) : kind === 'tuna' ? Math.round(w / 45) : kind === 'hamachi' ? 2 : Math.round(w / 40));
  if (kind === 'salmon' || kind === 'tuna' || kind === 'hamachi' || kind === 'seabream') {
    const a = (angle * Math.PI) / 180;
    const span = Math.max(w, h) * 1.6;
    let wide = '';
    let thin = '';
    const step = (w * 1.3) / Math.max(1, count);
    for (let i = 0; i < count; i++) {
      const t = -w * 0.65 + step * (i + 0.5) + rng.jitter(0, step * 0.18);
      const bend = rng.jitter(0, h * 0.25);
      const x0 = cx + t - (Math.cos(a) * span) / 2;
      const y0 = cy - (Math.sin(a) * span) / 2;
      const x1 = cx + t + (Math.cos(a) * span) / 2;
      const y1 = cy + (Math.sin(a) * span) / 2;
      const seg = `M${n(x0)} ${n(y0)}Q${n(cx + t + bend)} ${n(cy + bend * 0.3)} ${n(x1)} ${n(y1)}`;
      wide += seg;
      if (kind !== 'tuna' || rng.chance(0.5)) thin += seg;
    }
    const sw = kind === 'salmon' ? Math.max(2.5, w * 0.035) : Math.max(1.5, w * 0.02);
    inner += `<path d="${wide}" fill="none" stroke="${f.stripe}" stroke-opacity="${n(f.stripeOpacity * 0.35)}" stroke-width="${n(sw * 2.6)}" stroke-linecap="round"/>`;
    inner += `<path d="${thin}" fill="none" stroke="${f.stripe}" stroke-opacity="${n(f.stripeOpacity * 0.75)}" stroke-width="${n(sw)}" stroke-linecap="round"/>`;
    if (kind === 'seabream' || kind === 'hamachi') {
      // skin side: a blush of pink/silver along one edge
      inner += `<ellipse cx="${n(cx)}" cy="${n(cy - h * 0.45)}" rx="${n(w * 0.6)}" ry="${n(h * 0.22)}" fill="${kind === 'seabream' ? '#e88f8c' : '#c9585a'}" fill-opacity="0.45"/>`;
      inner += `<ellipse cx="${n(cx)}" cy="${n(cy - h * 0.56)}" rx="${n(w * 0.6)}" ry="${n(h * 0.12)}" fill="${kind === 'seabream' ? '#b7b9c4' : '#8a93a8'}" fill-opacity="0.5"/>`;
    }
  } else if (kind === 'eel') {
    let marks = '';
    const count2 = Math.max(3, Math.round(w / 26));
    for (let i = 0; i < count2; i++) {
      const x = cx - w / 2 + (w * (i + 0.5)) / count2 + rng.jitter(0, 4);
      marks += `M${n(x)} ${n(cy - h * 0.6)}q${n(rng.jitter(0, 6))} ${n(h * 0.6)} ${n(rng.jitter(0, 4))} ${n(h * 1.2)}`;
    }
    inner += `<path d="${marks}" fill="none" stroke="#2a1205" stroke-opacity="0.55" stroke-width="${n(Math.max(3, w * 0.05))}" stroke-linecap="round"/>`;
    inner += `<ellipse cx="${n(cx)}" cy="${n(cy - h * 0.1)}" rx="${n(w * 0.5)}" ry="${n(h * 0.3)}" fill="#4a1f08" fill-opacity="0.35"/>`;
  } else if (kind === 'shrimp') {
    let bands = '';
    const count2 = 6;
    for (let i = 0; i < count2; i++) {
      const x = cx - w * 0.45 + (w * 0.85 * i) / (count2 - 1);
      bands += `M${n(x)} ${n(cy - h * 0.7)}q${n(w * 0.06)} ${n(h * 0.7)} 0 ${n(h * 1.4)}`;
    }
    inner += `<path d="${bands}" fill="none" stroke="${f.stripe}" stroke-opacity="0.85" stroke-width="${n(w * 0.07)}" stroke-linecap="round"/>`;
    inner += `<path d="${bands}" fill="none" stroke="#ff9d7a" stroke-opacity="0.8" stroke-width="${n(w * 0.13)}" stroke-linecap="round"/>`;
    inner += `<path d="M${n(cx - w / 2)} ${n(cy)}L${n(cx + w / 2)} ${n(cy)}" stroke="#f7c9b4" stroke-width="${n(h * 0.08)}" stroke-opacity="0.6"/>`;
  } else if (kind === 'tamago') {
    let layers = '';
    for (let i = 1; i < 5; i++) {
      const y = cy - h / 2 + (h * i) / 5;
      layers += `M${n(cx - w)} ${n(y)}q${n(w)} ${n(rng.jitter(0, 3))} ${n(w * 2)} 0`;
    }
    inner += `<path d="${layers}" fill="none" stroke="${f.dark}" stroke-opacity="0.35" stroke-width="1.5"/>`;
    inner += `<ellipse cx="${n(cx + w * 0.2)}" cy="${n(cy - h * 0.3)}" rx="${n(w * 0.2)}" ry="${n(h * 0.12)}" fill="#8a5a10" fill-opacity="0.18"/>`;
  }
  // rounded edges: darker rim inside the outline
  const rim = Math.min(w, h);
  inner += `<path d="${d}" fill="none" stroke="${f.dark}" stroke-opacity="0.35" stroke-width="${n(rim * 0.22)}"/>`;
  inner += `<path d="${d}" fill="none" stroke="${shade(f.dark, -0.3)}" stroke-opacity="0.35" stroke-width="${n(rim * 0.08)}"/>`;
  const gloss = opts.gloss ?? f.gloss;
  inner += sheen(s, cx - w * 0.12, cy - h * 0.22, w * 0.42, h * 0.2, -8, gloss);
  inner += sheen(s, cx + w * 0.2, cy - h * 0.05, w * 0.12, h * 0.08, 0, gloss * 0.6);
  return `<path d="${d}" fill="${body}"/>${clipTo(s, d, inner)}`;
}

/** Filling cross-sections used inside rolls (centred at cx, cy, roughly size r). */
export type Filling = 'salmon' | 'tuna' | 'spicy-tuna' | 'cucumber' | 'avocado' | 'eel' | 'crab' | 'shrimp' | 'tempura' | 'tamago' | 'cream';

export function fillingChunk(s: Scene, rng: Rng, kind: Filling, cx: number, cy: number, r: number, angle = 0): string {
  switch (kind) {
    case 'salmon':
    case 'tuna':
    case 'eel':
    case 'tamago': {
      const pts = movePts(squircle(r, r * rng.range(0.75, 0.95), 3.2, 20, rng, 0.05), cx, cy, angle);
      return fishFlesh(s, rng, kind, pathOf(pts), cx, cy, r * 2, r * 1.8, { stripeAngle: rng.range(40, 80), gloss: 0.3 });
    }
    case 'shrimp': {
      const pts = movePts(blob(rng, r * 1.1, r * 0.6, 12, 0.06), cx, cy, angle);
      const d = pathOf(pts);
      return fishFlesh(s, rng, 'shrimp', d, cx, cy, r * 2, r * 1.2, { gloss: 0.25 });
    }
    case 'cucumber': {
      const pts = movePts(squircle(r * 0.7, r * 0.7, 3.5, 16, rng, 0.03), cx, cy, angle);
      const d = pathOf(pts);
      const skin = movePts(
        [
          [-r * 0.75, -r * 0.75],
          [r * 0.75, -r * 0.75],
          [r * 0.75, -r * 0.45],
          [-r * 0.75, -r * 0.45],
        ],
        cx,
        cy,
        angle,
      );
      let seeds = '';
      for (let i = 0; i < 4; i++) {
        const [sx, sy] = movePts([[rng.jitter(0, r * 0.35), r * 0.2 + rng.jitter(0, r * 0.15)]], cx, cy, angle)[0] as Pt;
        seeds += `<ellipse cx="${n(sx)}" cy="${n(sy)}" rx="${n(r * 0.1)}" ry="${n(r * 0.06)}" fill="${CUCUMBER.seed}"/>`;
      }
      return `<path d="${d}" fill="${s.radial(
        [
          [0, CUCUMBER.core],
          [0.7, CUCUMBER.flesh],
          [1, shade(CUCUMBER.flesh, -0.15)],
        ],
        0.5,
        0.6,
        0.6,
      )}"/>${clipTo(s, d, `<path d="M${skin.map((p) => `${n(p[0])} ${n(p[1])}`).join('L')}Z" fill="${CUCUMBER.skin}"/>${seeds}`)}`;
    }
    case 'avocado': {
      // crescent: outer arc with dark skin line
      const pts = movePts(
        [
          [-r * 1.1, r * 0.1],
          [-r * 0.6, -r * 0.55],
          [0, -r * 0.7],
          [r * 0.6, -r * 0.55],
          [r * 1.1, r * 0.1],
          [r * 0.5, -r * 0.05],
          [0, -r * 0.15],
          [-r * 0.5, -r * 0.05],
        ],
        cx,
        cy + r * 0.3,
        angle,
      );
      const d = pathOf(pts, 0.9);
      return `<path d="${d}" fill="${s.linear(
        [
          [0, AVOCADO.skin],
          [0.12, AVOCADO.outer],
          [0.5, AVOCADO.flesh],
          [1, AVOCADO.core],
        ],
        0.5,
        0,
        0.5,
        1,
      )}"/>`;
    }
    case 'crab': {
      const pts = movePts(squircle(r * 1.05, r * 0.55, 5, 16), cx, cy, angle);
      const d = pathOf(pts);
      const top = movePts(
        [
          [-r * 1.2, -r * 0.7],
          [r * 1.2, -r * 0.7],
          [r * 1.2, -r * 0.25],
          [-r * 1.2, -r * 0.15],
        ],
        cx,
        cy,
        angle,
      );
      return `<path d="${d}" fill="${SURIMI.white}"/>${clipTo(s, d, `<path d="M${top.map((p) => `${n(p[0])} ${n(p[1])}`).join('L')}Z" fill="${SURIMI.red}"/>`)}<path d="${d}" fill="none" stroke="#d9c9bb" stroke-width="1"/>`;
    }
    case 'spicy-tuna': {
      const pts = movePts(blob(rng, r * 0.95, r * 0.85, 12, 0.12), cx, cy, angle);
      const d = pathOf(pts);
      let bits = '';
      for (let i = 0; i < 14; i++) {
        const [bx, by] = movePts([[rng.jitter(0, r * 0.7), rng.jitter(0, r * 0.6)]], cx, cy, angle)[0] as Pt;
        bits += `<circle cx="${n(bx)}" cy="${n(by)}" r="${n(rng.range(r * 0.08, r * 0.18))}" fill="${rng.chance(0.5) ? '#f07a3a' : '#8a1020'}" fill-opacity="0.8"/>`;
      }
      return `<path d="${d}" fill="${s.radial([
        [0, '#e04a4a'],
        [1, '#9a1828'],
      ])}"/>${clipTo(s, d, bits)}`;
    }
    case 'tempura': {
      const pts = movePts(blob(rng, r * 1.05, r * 0.8, 16, 0.12), cx, cy, angle);
      const d = pathOf(pts);
      const inner = movePts(blob(rng, r * 0.62, r * 0.42, 10, 0.05), cx, cy, angle);
      let crumbs = '';
      for (let i = 0; i < 12; i++) {
        const [bx, by] = movePts([[rng.jitter(0, r * 0.95), rng.jitter(0, r * 0.7)]], cx, cy, angle)[0] as Pt;
        crumbs += `<circle cx="${n(bx)}" cy="${n(by)}" r="${n(rng.range(r * 0.06, r * 0.12))}" fill="#fff0b8" fill-opacity="0.7"/>`;
      }
      return `<path d="${d}" fill="${s.radial([
        [0, '#f6c96a'],
        [1, '#c98a2c'],
      ])}"/>${clipTo(s, d, crumbs)}${fishFlesh(s, rng, 'shrimp', pathOf(inner), cx, cy, r * 1.24, r * 0.84, { gloss: 0.2 })}`;
    }
    case 'cream': {
      const pts = movePts(blob(rng, r * 0.8, r * 0.6, 10, 0.12), cx, cy, angle);
      const d = pathOf(pts);
      return `<path d="${d}" fill="${s.radial([
        [0, '#ffffff'],
        [1, '#efe9dc'],
      ])}"/>`;
    }
  }
}
