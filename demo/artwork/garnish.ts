/** Garnishes and table props: ginger, wasabi, shiso, daikon, lemon, chopsticks, soy dish. */
import { clipTo, movePts, pathOf } from './fish';
import { CERAMICS, GINGER, SHISO, SOY, WASABI, type CeramicKind } from './palette';
import type { Rng } from './prng';
import { blob, n, roundRectPath, shade, type Placement, type Pt, type Scene } from './svg';
import { ceramicDisc, roundGroundShadow } from './surfaces';
import { sheen } from './textures';

export function ginger(s: Scene, rng: Rng, p: Placement): void {
  let body = '';
  let sil = '';
  const count = rng.int(5, 7);
  for (let i = 0; i < count; i++) {
    const a = rng.range(0, 360);
    const pts = movePts(blob(rng, rng.range(34, 46), rng.range(22, 30), 10, 0.12), rng.jitter(0, 22), rng.jitter(0, 18), a);
    const d = pathOf(pts);
    body += `<path d="${d}" fill="${s.radial(
      [
        [0, GINGER.light, 0.95],
        [0.7, GINGER.base, 0.9],
        [1, GINGER.dark, 0.95],
      ],
      0.45,
      0.4,
      0.6,
    )}" stroke="${GINGER.dark}" stroke-opacity="0.6" stroke-width="1.2"/>`;
    let fibres = '';
    for (let k = 0; k < 5; k++) {
      const o = rng.jitter(0, 16);
      fibres += `M${-30} ${n(o)}Q0 ${n(o + rng.jitter(0, 5))} 30 ${n(o + rng.jitter(0, 3))}`;
    }
    const [cx, cy] = pts.reduce<Pt>((acc, q) => [acc[0] + q[0] / pts.length, acc[1] + q[1] / pts.length], [0, 0]);
    body += clipTo(
      s,
      d,
      `<path d="${fibres}" transform="translate(${n(cx)} ${n(cy)}) rotate(${n(a)})" fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="1"/>`,
    );
    sil += `<path d="${d}"/>`;
  }
  body += sheen(s, -12, -10, 22, 10, -20, 0.5);
  s.piece({ lift: 0.5, ...p }, body, sil);
}

export function wasabi(s: Scene, rng: Rng, p: Placement): void {
  const pts = blob(rng, 30, 26, 11, 0.1);
  const d = pathOf(pts);
  let body = `<path d="${d}" fill="${s.radial(
    [
      [0, WASABI.light],
      [0.55, WASABI.base],
      [1, WASABI.dark],
    ],
    0.4,
    0.35,
    0.65,
  )}"/>`;
  let specks = '';
  for (let i = 0; i < 26; i++) {
    const a = rng.range(0, Math.PI * 2);
    const r = Math.sqrt(rng.next()) * 24;
    specks += `M${n(Math.cos(a) * r)} ${n(Math.sin(a) * r)}h1.6`;
  }
  body += `<path d="${specks}" stroke="${WASABI.dark}" stroke-width="1.6" stroke-linecap="round" stroke-opacity="0.7"/>`;
  body += `<path d="M-14 -4Q-4 -16 12 -8Q2 -4 -6 6" fill="none" stroke="${WASABI.light}" stroke-width="3" stroke-opacity="0.8" stroke-linecap="round"/>`;
  body += sheen(s, -9, -10, 11, 6, -30, 0.7);
  s.piece({ lift: 0.6, ...p }, body, `<path d="${d}"/>`);
}

/** Serrated shiso leaf, pointing along +x, about 2*len long. */
function shisoLeaf(s: Scene, rng: Rng, len = 100, width = 0.62): { d: string; body: string } {
  const pts: Pt[] = [];
  const teeth = 22;
  for (let i = 0; i <= teeth; i++) {
    const t = i / teeth;
    const x = -len + t * 2 * len;
    const w = Math.sin(Math.PI * Math.pow(t, 0.85)) * len * width * (1 - 0.25 * t);
    const tooth = i % 2 === 0 ? 1 : 0.9;
    pts.push([x, -w * tooth]);
  }
  for (let i = teeth - 1; i > 0; i--) {
    const t = i / teeth;
    const x = -len + t * 2 * len;
    const w = Math.sin(Math.PI * Math.pow(t, 0.85)) * len * width * (1 - 0.25 * t);
    const tooth = i % 2 === 0 ? 1 : 0.9;
    pts.push([x, w * tooth]);
  }
  const d = `M${pts.map(([x, y]) => `${n(x)} ${n(y)}`).join('L')}Z`;
  const tone = rng.chance(0.25) ? 'purple' : 'green';
  const base = tone === 'green' ? SHISO.base : '#5a2a48';
  let body = `<path d="${d}" fill="${s.radial(
    [
      [0, shade(base, 0.18)],
      [0.7, base],
      [1, shade(base, -0.3)],
    ],
    0.4,
    0.45,
    0.65,
  )}" stroke="${shade(base, -0.35)}" stroke-width="1" stroke-linejoin="round"/>`;
  let veins = `M${-len} 0Q0 ${n(rng.jitter(0, 4))} ${n(len * 0.96)} 0`;
  for (let i = 1; i < 7; i++) {
    const x = -len + (i / 7) * 1.7 * len;
    const w = Math.sin(Math.PI * ((x + len) / (2 * len))) * len * width * 0.8;
    veins += `M${n(x)} 0Q${n(x + len * 0.12)} ${n(-w * 0.5)} ${n(x + len * 0.28)} ${n(-w)}`;
    veins += `M${n(x)} 0Q${n(x + len * 0.12)} ${n(w * 0.5)} ${n(x + len * 0.28)} ${n(w)}`;
  }
  body += `<path d="${veins}" fill="none" stroke="${tone === 'green' ? SHISO.vein : '#8a4a70'}" stroke-opacity="0.55" stroke-width="1.6" stroke-linecap="round"/>`;
  body += `<path d="M${-len - 18} 2L${-len} 0" stroke="${shade(base, -0.2)}" stroke-width="3" stroke-linecap="round"/>`;
  body += sheen(s, -len * 0.2, -len * 0.18, len * 0.55, len * 0.16, -5, 0.28);
  return { d, body };
}

export function shiso(s: Scene, rng: Rng, p: Placement, len = 100): void {
  const leaf = shisoLeaf(s, rng, len);
  s.piece({ lift: 0.25, ...p }, leaf.body, `<path d="${leaf.d}"/>`);
}

/** A mound of finely shredded daikon (tsuma). */
export function daikon(s: Scene, rng: Rng, p: Placement, rx = 110, ry = 70): void {
  const d = pathOf(blob(rng, rx, ry, 12, 0.08));
  let shreds = '';
  let shadow = '';
  for (let i = 0; i < 320; i++) {
    const x = rng.range(-rx, rx);
    const y = rng.range(-ry, ry);
    if ((x * x) / (rx * rx) + (y * y) / (ry * ry) > 1.05) continue;
    const a = rng.range(-0.6, 0.6);
    const len = rng.range(20, 50);
    const dx = Math.cos(a) * len;
    const dy = Math.sin(a) * len;
    const seg = `M${n(x - dx / 2)} ${n(y - dy / 2)}q${n(dx / 2)} ${n(rng.jitter(0, 6))} ${n(dx)} ${n(dy)}`;
    shreds += seg;
    if (i % 2 === 0) shadow += seg;
  }
  let body = `<path d="${d}" fill="${s.radial(
    [
      [0, '#fbfbf7'],
      [0.75, '#e6e8e0'],
      [1, '#c9ccc2'],
    ],
    0.45,
    0.4,
    0.6,
  )}"/>`;
  body += `<path d="${shadow}" transform="translate(1.5 2)" fill="none" stroke="#8d9088" stroke-opacity="0.45" stroke-width="2.4" stroke-linecap="round"/>`;
  body += `<path d="${shreds}" fill="none" stroke="#ffffff" stroke-width="2.4" stroke-linecap="round"/>`;
  body += `<path d="${shreds}" transform="translate(-0.8 -1)" fill="none" stroke="#dfe9e4" stroke-opacity="0.5" stroke-width="0.8" stroke-linecap="round"/>`;
  s.piece({ lift: 0.6, ...p }, body, `<path d="${d}"/>`);
}

export function lemonSlice(s: Scene, rng: Rng, p: Placement, r = 46, half = false): void {
  const segs = 9;
  let body = `<circle r="${r}" fill="#f2d13a"/><circle r="${n(r * 0.9)}" fill="#fbf0b0"/>`;
  for (let i = 0; i < segs; i++) {
    const a0 = (i / segs) * Math.PI * 2 + 0.05;
    const a1 = ((i + 1) / segs) * Math.PI * 2 - 0.05;
    const ri = r * 0.84;
    body += `<path d="M${n(Math.cos(a0) * 4)} ${n(Math.sin(a0) * 4)}L${n(Math.cos(a0) * ri)} ${n(Math.sin(a0) * ri)}A${n(ri)} ${n(ri)} 0 0 1 ${n(Math.cos(a1) * ri)} ${n(Math.sin(a1) * ri)}Z" fill="${s.radial(
      [
        [0, '#fff4b0'],
        [1, '#f5d54a'],
      ],
      0.5,
      0.5,
      0.5,
    )}" fill-opacity="0.95"/>`;
  }
  body += sheen(s, -r * 0.3, -r * 0.35, r * 0.5, r * 0.25, -30, 0.5);
  let sil = `<circle r="${r}"/>`;
  if (half) {
    const clip = `M${-r - 2} 0H${r + 2}V${r + 2}H${-r - 2}Z`;
    body = clipTo(s, clip, body);
    sil = `<path d="M${-r} 0A${r} ${r} 0 0 0 ${r} 0Z"/>`;
  }
  void rng;
  s.piece({ lift: 0.3, ...p }, body, sil);
}

export type ChopstickKind = 'wood' | 'black' | 'red';

/** A pair of chopsticks resting on a small ceramic rest. (x, y) is the rest position. */
export function chopsticks(s: Scene, rng: Rng, x: number, y: number, angle: number, kind: ChopstickKind = 'wood', length = 620): void {
  const colours: Record<ChopstickKind, [string, string, string]> = {
    wood: ['#e2c08f', '#c49a63', '#8d6536'],
    black: ['#3a3634', '#151312', '#000000'],
    red: ['#b8312a', '#7d1712', '#3a0805'],
  };
  const [l, m, dk] = colours[kind];
  const stick = (offset: number): string => {
    const w0 = 7;
    const w1 = 3;
    const x0 = -length * 0.25;
    const x1 = length * 0.75;
    const d = `M${n(x0)} ${n(offset - w0)}L${n(x1)} ${n(offset - w1)}Q${n(x1 + 3)} ${n(offset)} ${n(x1)} ${n(offset + w1)}L${n(x0)} ${n(offset + w0)}Q${n(x0 - 3)} ${n(offset)} ${n(x0)} ${n(offset - w0)}Z`;
    let out = `<path d="${d}" fill="${s.linear(
      [
        [0, l],
        [0.45, m],
        [1, dk],
      ],
      0,
      0,
      0,
      1,
    )}"/>`;
    if (kind === 'wood') {
      out += `<path d="M${n(x0 + 10)} ${n(offset - 2)}L${n(x1 - 20)} ${n(offset - 1)}M${n(x0 + 40)} ${n(offset + 2)}L${n(x1 - 60)} ${n(offset + 1)}" stroke="#a87a45" stroke-opacity="0.35" stroke-width="0.8"/>`;
    } else {
      out += `<path d="M${n(x0 + 6)} ${n(offset - w0 * 0.45)}L${n(x1 - 10)} ${n(offset - w1 * 0.4)}" stroke="#fff" stroke-opacity="0.22" stroke-width="1.5" stroke-linecap="round"/>`;
      if (kind === 'black')
        out += `<path d="M${n(x1 - 70)} ${n(offset - w1 - 1)}L${n(x1)} ${n(offset - w1)}L${n(x1)} ${n(offset + w1)}L${n(x1 - 70)} ${n(offset + w1 + 1)}Z" fill="#8a1c14" fill-opacity="0.9"/>`;
    }
    return out;
  };
  // chopstick rest (hashioki): small rounded ceramic block
  const rest = rng.pick(['white', 'indigo', 'celadon', 'black'] as const);
  const rc = CERAMICS[rest];
  const restBody = `<path d="${roundRectPath(-16, -34, 32, 68, 14)}" fill="${s.linear(
    [
      [0, shade(rc.base, 0.1)],
      [1, shade(rc.base, -0.3)],
    ],
    0,
    0,
    1,
    1,
  )}"/>${sheen(s, -5, -14, 6, 16, 0, 0.6)}`;
  s.piece({ x, y, rotate: angle, lift: 0.6 }, restBody, `<path d="${roundRectPath(-16, -34, 32, 68, 14)}"/>`);
  const body = stick(-11) + stick(11);
  const sil = `<path d="M${-length * 0.25} -18H${length * 0.75}L${length * 0.75} -8H${-length * 0.25}ZM${-length * 0.25} 4H${length * 0.75}V14H${-length * 0.25}Z"/>`;
  s.piece({ x, y, rotate: angle, lift: 1.3 }, body, sil);
}

/** Small dipping dish with soy sauce (or another sauce). */
export function sauceDish(
  s: Scene,
  rng: Rng,
  cx: number,
  cy: number,
  r: number,
  kind: CeramicKind = 'white',
  sauce: 'soy' | 'ponzu' | 'chili' | 'none' = 'soy',
): void {
  const c = CERAMICS[kind];
  roundGroundShadow(s, cx, cy, r, 0.8, 0.16);
  let out = ceramicDisc(s, cx, cy, r, c.base, { outer: [0.15, -0.3], inner: 0.86, wall: [-0.25, 0.1] });
  if (sauce !== 'none') {
    const liquid = sauce === 'soy' ? [SOY.light, SOY.base] : sauce === 'ponzu' ? ['#a4651c', '#4a2608'] : ['#d8461a', '#6a1205'];
    out += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.74)}" fill="${s.radial(
      [
        [0, liquid[0] as string],
        [1, liquid[1] as string],
      ],
      0.6,
      0.65,
      0.7,
    )}"/>`;
    out += `<ellipse cx="${n(cx - r * 0.25)}" cy="${n(cy - r * 0.3)}" rx="${n(r * 0.32)}" ry="${n(r * 0.12)}" transform="rotate(-30 ${n(cx - r * 0.25)} ${n(cy - r * 0.3)})" fill="#fff" fill-opacity="0.22"/>`;
  }
  out += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r - 1)}" fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="1.5"/>`;
  if (sauce === 'chili') {
    for (let i = 0; i < 8; i++)
      out += `<circle cx="${n(cx + rng.jitter(0, r * 0.5))}" cy="${n(cy + rng.jitter(0, r * 0.5))}" r="${n(rng.range(2, 5))}" fill="#ff8a3a" fill-opacity="0.7"/>`;
  }
  s.add('ware', out);
}
