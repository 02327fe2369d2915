/** Restaurant emblem: a red rising-sun disc, a white cherry blossom and a gold brush-stroke ensō. */
import { mulberry32 } from './prng';
import { n } from './svg';

export function logoSvg(size = 512): string {
  const c = size / 2;
  const rng = mulberry32(2024);
  // ensō: a brush ring whose width swells and tapers, drawn as a filled band between two radii
  const start = -1.15;
  const sweep = Math.PI * 1.82;
  const steps = 90;
  const outer: string[] = [];
  const inner: string[] = [];
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const a = start + t * sweep;
    const w = 6 + 20 * Math.pow(Math.sin(Math.PI * Math.pow(t, 0.8)), 0.7) * (1 - 0.35 * t);
    const r = size * 0.43 + Math.sin(t * 9) * 1.2;
    outer.push(`${n(c + Math.cos(a) * (r + w / 2))} ${n(c + Math.sin(a) * (r + w / 2))}`);
    inner.push(`${n(c + Math.cos(a) * (r - w / 2))} ${n(c + Math.sin(a) * (r - w / 2))}`);
  }
  const enso = `M${outer.join('L')}L${inner.reverse().join('L')}Z`;
  // dry-brush streaks
  let streaks = '';
  for (let k = 0; k < 7; k++) {
    const off = rng.range(-9, 9);
    const a0 = start + rng.range(0.3, 1.2);
    const a1 = a0 + rng.range(0.4, 1.4);
    const r = size * 0.43 + off;
    streaks += `M${n(c + Math.cos(a0) * r)} ${n(c + Math.sin(a0) * r)}A${n(r)} ${n(r)} 0 0 1 ${n(c + Math.cos(a1) * r)} ${n(c + Math.sin(a1) * r)}`;
  }
  const petals = Array.from(
    { length: 5 },
    (_, i) => `<path d="M0 0C-30 -24 -40 -74 -14 -98L0 -84L14 -98C40 -74 30 -24 0 0Z" transform="rotate(${i * 72})" fill="url(#petal)"/>`,
  ).join('');
  const stamens = Array.from({ length: 10 }, (_, i) => {
    const a = (i / 10) * Math.PI * 2 + 0.3;
    const r = i % 2 ? 26 : 34;
    return `<path d="M0 0L${n(Math.cos(a) * r)} ${n(Math.sin(a) * r)}" stroke="#c2243a" stroke-width="2.5" stroke-linecap="round"/><circle cx="${n(Math.cos(a) * r)}" cy="${n(Math.sin(a) * r)}" r="4" fill="#e8b84a"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 512 512">
<defs>
<radialGradient id="sun" cx="0.42" cy="0.38" r="0.7"><stop offset="0" stop-color="#e8344a"/><stop offset="0.65" stop-color="#c81f36"/><stop offset="1" stop-color="#8e1022"/></radialGradient>
<linearGradient id="gold" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f3d58a"/><stop offset="0.45" stop-color="#c99a44"/><stop offset="1" stop-color="#8a6424"/></linearGradient>
<radialGradient id="petal" cx="0.5" cy="0.9" r="0.9"><stop offset="0" stop-color="#ffe1e8"/><stop offset="0.5" stop-color="#ffffff"/><stop offset="1" stop-color="#fff6f0"/></radialGradient>
</defs>
<path d="${enso}" fill="url(#gold)"/>
<path d="${streaks}" fill="none" stroke="#fff3d0" stroke-opacity="0.35" stroke-width="1.6" stroke-linecap="round"/>
<circle cx="256" cy="256" r="168" fill="url(#sun)"/>
<circle cx="256" cy="256" r="166" fill="none" stroke="#ff8a8a" stroke-opacity="0.25" stroke-width="3"/>
<g transform="translate(256 262) rotate(-8)">${petals}<circle r="16" fill="#f5a0b4"/>${stamens}</g>
</svg>`;
}
