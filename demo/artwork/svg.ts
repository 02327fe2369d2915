/** SVG building blocks: number formatting, smooth paths, gradients and a layered scene. */
import type { Rng } from './prng';

export type Pt = readonly [number, number];
/** [offset 0..1, colour, opacity?] */
export type Stop = readonly [number, string, number?];

/** Compact, deterministic number formatting (one decimal). */
export function n(value: number): string {
  const r = Math.round(value * 10) / 10;
  return Object.is(r, -0) ? '0' : String(r);
}

/** Closed (or open) Catmull-Rom spline through the points, as cubic Béziers. */
export function smooth(points: readonly Pt[], closed = true, tension = 1): string {
  const count = points.length;
  if (count < 2) return '';
  const at = (i: number): Pt => {
    if (closed) return points[((i % count) + count) % count] as Pt;
    return points[Math.max(0, Math.min(count - 1, i))] as Pt;
  };
  const first = at(0);
  let d = `M${n(first[0])} ${n(first[1])}`;
  const segments = closed ? count : count - 1;
  const k = tension / 6;
  for (let i = 0; i < segments; i++) {
    const p0 = at(i - 1);
    const p1 = at(i);
    const p2 = at(i + 1);
    const p3 = at(i + 2);
    const c1x = p1[0] + (p2[0] - p0[0]) * k;
    const c1y = p1[1] + (p2[1] - p0[1]) * k;
    const c2x = p2[0] - (p3[0] - p1[0]) * k;
    const c2y = p2[1] - (p3[1] - p1[1]) * k;
    d += `C${n(c1x)} ${n(c1y)} ${n(c2x)} ${n(c2y)} ${n(p2[0])} ${n(p2[1])}`;
  }
  return closed ? `${d}Z` : d;
}

/** Points around an ellipse with a radial wobble (organic outlines). */
export function blob(rng: Rng, rx: number, ry: number, count: number, wobble: number, cx = 0, cy = 0, phase = 0): Pt[] {
  const points: Pt[] = [];
  for (let i = 0; i < count; i++) {
    const a = phase + (i / count) * Math.PI * 2;
    const k = 1 + rng.jitter(0, wobble);
    points.push([cx + Math.cos(a) * rx * k, cy + Math.sin(a) * ry * k]);
  }
  return points;
}

/** Rounded-rectangle-ish superellipse outline (squircle), exponent ~4 gives a soft block. */
export function squircle(rx: number, ry: number, exponent = 4, count = 28, rng?: Rng, wobble = 0): Pt[] {
  const points: Pt[] = [];
  for (let i = 0; i < count; i++) {
    const a = (i / count) * Math.PI * 2;
    const c = Math.cos(a);
    const s = Math.sin(a);
    const k = 1 + (rng ? rng.jitter(0, wobble) : 0);
    points.push([Math.sign(c) * Math.abs(c) ** (2 / exponent) * rx * k, Math.sign(s) * Math.abs(s) ** (2 / exponent) * ry * k]);
  }
  return points;
}

/** Ellipse rotated by angle (degrees) as a path fragment — lets thousands of grains share one <path>. */
export function rotatedEllipsePath(cx: number, cy: number, rx: number, ry: number, angleDeg: number): string {
  const a = (angleDeg * Math.PI) / 180;
  const dx = Math.cos(a) * rx;
  const dy = Math.sin(a) * rx;
  return `M${n(cx - dx)} ${n(cy - dy)}A${n(rx)} ${n(ry)} ${n(angleDeg)} 1 0 ${n(cx + dx)} ${n(cy + dy)}A${n(rx)} ${n(ry)} ${n(angleDeg)} 1 0 ${n(cx - dx)} ${n(cy - dy)}Z`;
}

export function roundRectPath(x: number, y: number, w: number, h: number, r: number): string {
  const rr = Math.min(r, w / 2, h / 2);
  return `M${n(x + rr)} ${n(y)}H${n(x + w - rr)}A${n(rr)} ${n(rr)} 0 0 1 ${n(x + w)} ${n(y + rr)}V${n(y + h - rr)}A${n(rr)} ${n(rr)} 0 0 1 ${n(x + w - rr)} ${n(y + h)}H${n(x + rr)}A${n(rr)} ${n(rr)} 0 0 1 ${n(x)} ${n(y + h - rr)}V${n(y + rr)}A${n(rr)} ${n(rr)} 0 0 1 ${n(x + rr)} ${n(y)}Z`;
}

function transform(x: number, y: number, rotate = 0, scale = 1, scaleY?: number): string {
  let t = `translate(${n(x)} ${n(y)})`;
  if (rotate) t += ` rotate(${n(rotate)})`;
  if (scale !== 1 || (scaleY !== undefined && scaleY !== scale)) t += ` scale(${n3(scale)}${scaleY !== undefined ? ` ${n3(scaleY)}` : ''})`;
  return t;
}

export function n3(value: number): string {
  const r = Math.round(value * 1000) / 1000;
  return Object.is(r, -0) ? '0' : String(r);
}

/** Rotates a local point by degrees. */
export function rot(p: Pt, deg: number): Pt {
  const a = (deg * Math.PI) / 180;
  return [p[0] * Math.cos(a) - p[1] * Math.sin(a), p[0] * Math.sin(a) + p[1] * Math.cos(a)];
}

export function mix(a: string, b: string, t: number): string {
  const pa = parseHex(a);
  const pb = parseHex(b);
  const c = pa.map((v, i) => Math.round(v + ((pb[i] as number) - v) * t));
  return `#${c.map((v) => Math.max(0, Math.min(255, v)).toString(16).padStart(2, '0')).join('')}`;
}

export function shade(color: string, amount: number): string {
  return amount >= 0 ? mix(color, '#ffffff', amount) : mix(color, '#000000', -amount);
}

function parseHex(hex: string): number[] {
  const h = hex.replace('#', '');
  const full =
    h.length === 3
      ? h
          .split('')
          .map((c) => c + c)
          .join('')
      : h;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16));
}

export type Layer = 'ground' | 'groundShadow' | 'ware' | 'shadow' | 'food' | 'over' | 'light';
const LAYERS: readonly Layer[] = ['ground', 'groundShadow', 'ware', 'shadow', 'food', 'over', 'light'];

export interface Placement {
  x: number;
  y: number;
  rotate?: number;
  scale?: number;
  /** Height above the surface: scales the cast-shadow offset. */
  lift?: number;
}

/**
 * A drawing in progress: shared <defs> (deduplicated gradients and patterns) and ordered layers.
 * Cast shadows of every piece go into one blurred group so the filter is paid for once.
 */
export class Scene {
  private readonly defs: string[] = [];
  private readonly cache = new Map<string, string>();
  private readonly layers = new Map<Layer, string[]>(LAYERS.map((l) => [l, []]));
  private counter = 0;
  /** Direction of the cast shadows (light comes from the opposite side). */
  shadowDir: Pt = [0.55, 0.85];
  shadowBlur = 9;
  shadowOpacity = 0.7;
  groundShadowBlur = 0;
  /** Magnification of everything above the table surface (tight food-photography crops). */
  zoom = 1;
  zoomCenter: Pt | undefined;
  /** The caller's seed, for round-robin variant choices (see cycle()). */
  seed = 0;

  constructor(
    readonly rng: Rng,
    readonly width: number,
    readonly height: number,
  ) {}

  id(tag: string): string {
    this.counter += 1;
    return `${tag}${this.counter.toString(36)}`;
  }

  /** Registers a definition once per key; returns its id. */
  define(key: string, build: (id: string) => string, fixedId?: string): string {
    const hit = this.cache.get(key);
    if (hit) return hit;
    const id = fixedId ?? this.id('d');
    this.cache.set(key, id);
    this.defs.push(build(id));
    return id;
  }

  linear(stops: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1, userSpace = false, fixedId?: string): string {
    const key = `L${x1},${y1},${x2},${y2},${userSpace}|${stops.join(';')}`;
    const id = this.define(
      key,
      (gid) =>
        `<linearGradient id="${gid}" x1="${n3(x1)}" y1="${n3(y1)}" x2="${n3(x2)}" y2="${n3(y2)}"${userSpace ? ' gradientUnits="userSpaceOnUse"' : ''}>${stopsSvg(stops)}</linearGradient>`,
      fixedId,
    );
    return `url(#${id})`;
  }

  /** A diagonal gradient lit from the top left, the light every piece of ware and food is drawn under. */
  lit(stops: readonly Stop[]): string {
    return this.linear(stops, 0.2, 0.1, 0.8, 0.9);
  }

  radial(stops: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5, fx = cx, fy = cy, userSpace = false, fixedId?: string): string {
    const key = `R${cx},${cy},${r},${fx},${fy},${userSpace}|${stops.join(';')}`;
    const id = this.define(
      key,
      (gid) =>
        `<radialGradient id="${gid}" cx="${n3(cx)}" cy="${n3(cy)}" r="${n3(r)}" fx="${n3(fx)}" fy="${n3(fy)}"${userSpace ? ' gradientUnits="userSpaceOnUse"' : ''}>${stopsSvg(stops)}</radialGradient>`,
      fixedId,
    );
    return `url(#${id})`;
  }

  add(layer: Layer, svg: string): void {
    (this.layers.get(layer) as string[]).push(svg);
  }

  /** Adds a piece to the food layer with its silhouette in the shadow layer. */
  piece(p: Placement, body: string, silhouette: string, layer: Layer = 'food'): void {
    const t = transform(p.x, p.y, p.rotate ?? 0, p.scale ?? 1);
    const lift = (p.lift ?? 1) * (p.scale ?? 1);
    const [dx, dy] = this.shadowDir;
    this.add(layer, `<g transform="${t}">${body}</g>`);
    if (silhouette) this.add('shadow', `<g transform="translate(${n(dx * lift * 16)} ${n(dy * lift * 16)}) ${t}">${silhouette}</g>`);
  }

  /** The whole picture as one SVG (cast shadows blurred by an SVG filter). */
  toSvg(): string {
    return this.svgOf(['ground', 'groundShadow', 'ware', 'shadow', 'food', 'over', 'light']);
  }

  /**
   * Three-pass rendering used by the rasteriser: librsvg's blur is slow on large areas, so the cast shadows
   * are drawn as flat silhouettes at a reduced resolution and blurred by libvips instead.
   */
  passes(shadowScale: number): { ground: string; below: string; shadow: string; above: string; light: string; shadowSigma: number } {
    return {
      // the table surface and the light overlay are shared by many pictures: the rasteriser caches them
      ground: this.svgOf(['ground'], { bare: true }),
      below: this.svgOf(['groundShadow', 'ware']),
      shadow: this.svgOf(['shadow'], { flatShadow: true, scale: shadowScale, bare: true }),
      above: this.svgOf(['food', 'over']),
      light: this.svgOf(['light'], { bare: true }),
      shadowSigma: this.shadowBlur * this.zoom * shadowScale,
    };
  }

  private svgOf(layers: readonly Layer[], opts: { flatShadow?: boolean; scale?: number; bare?: boolean } = {}): string {
    const part = (layer: Layer): string => {
      if (!layers.includes(layer)) return '';
      const content = (this.layers.get(layer) as string[]).join('');
      if (!content) return '';
      if (layer === 'shadow') {
        if (opts.flatShadow) return `<g opacity="${n3(this.shadowOpacity)}">${content}</g>`;
        const fid = this.define('shadow-filter', (id) => blurFilter(id, this.shadowBlur));
        return `<g filter="url(#${fid})" opacity="${n3(this.shadowOpacity)}">${content}</g>`;
      }
      if (layer === 'groundShadow' && this.groundShadowBlur > 0) {
        const fid = this.define('ground-shadow-filter', (id) => blurFilter(id, this.groundShadowBlur));
        return `<g filter="url(#${fid})">${content}</g>`;
      }
      return content;
    };
    const middle = (['groundShadow', 'ware', 'shadow', 'food', 'over'] as const).map(part).join('');
    const [zx, zy] = this.zoomCenter ?? [this.width / 2, this.height / 2];
    const zoomed =
      this.zoom === 1 || !middle ? middle : `<g transform="translate(${n(zx)} ${n(zy)}) scale(${n3(this.zoom)}) translate(${n(-zx)} ${n(-zy)})">${middle}</g>`;
    const body = `${part('ground')}${zoomed}${part('light')}`;
    const k = opts.scale ?? 1;
    // a bare pass only needs the gradients it references (keeps it small and cacheable)
    const defs = opts.bare
      ? `<defs>${this.defs.filter((d) => body.includes(`url(#${/id="([^"]+)"/.exec(d)?.[1] ?? '\u0000'})`)).join('')}</defs>`
      : `<defs>${this.defs.join('')}</defs>`;
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${Math.round(this.width * k)}" height="${Math.round(this.height * k)}" viewBox="0 0 ${this.width} ${this.height}">${defs}${body}</svg>`;
  }
}

function blurFilter(id: string, std: number): string {
  return `<filter id="${id}" x="-15%" y="-15%" width="130%" height="130%" color-interpolation-filters="sRGB"><feGaussianBlur in="SourceAlpha" stdDeviation="${n(std)}"/></filter>`;
}

function stopsSvg(stops: readonly Stop[]): string {
  return stops.map(([o, c, a]) => `<stop offset="${n3(o)}" stop-color="${c}"${a !== undefined && a !== 1 ? ` stop-opacity="${n3(a)}"` : ''}/>`).join('');
}
