/**
 * Tiny synchronous rasteriser + PNG encoder for texture tiles. Dense textures (thousands of rice grains)
 * are much cheaper for librsvg as one embedded bitmap per pattern than as hundreds of vector paths.
 */
import { deflateSync } from 'node:zlib';
import { mulberry32 } from './prng';

type Rgb = readonly [number, number, number];

class Canvas {
  readonly data: Float32Array;
  constructor(
    readonly width: number,
    readonly height: number,
    bg: Rgb,
  ) {
    this.data = new Float32Array(width * height * 3);
    for (let i = 0; i < width * height; i++) {
      this.data[i * 3] = bg[0];
      this.data[i * 3 + 1] = bg[1];
      this.data[i * 3 + 2] = bg[2];
    }
  }

  /**
   * Rotated ellipse with 3x3 supersampled coverage; colour(u, v) gets the position inside the ellipse in
   * unit coordinates (u along the long axis, v across) so callers can shade it. Wraps around the tile edges.
   */
  ellipse(cx: number, cy: number, rx: number, ry: number, angle: number, colour: (u: number, v: number) => Rgb, alpha = 1): void {
    const c = Math.cos(angle);
    const s = Math.sin(angle);
    const ext = Math.max(rx, ry) + 1;
    const W = this.width;
    const H = this.height;
    for (let py = Math.floor(cy - ext); py <= Math.ceil(cy + ext); py++) {
      for (let px = Math.floor(cx - ext); px <= Math.ceil(cx + ext); px++) {
        let cover = 0;
        let su = 0;
        let sv = 0;
        for (let sy = 0; sy < 3; sy++) {
          for (let sx = 0; sx < 3; sx++) {
            const dx = px + (sx + 0.5) / 3 - cx;
            const dy = py + (sy + 0.5) / 3 - cy;
            const u = (dx * c + dy * s) / rx;
            const v = (-dx * s + dy * c) / ry;
            if (u * u + v * v <= 1) {
              cover += 1;
              su += u;
              sv += v;
            }
          }
        }
        if (cover === 0) continue;
        const [r, g, b] = colour(su / cover, sv / cover);
        const a = (cover / 9) * alpha;
        const x = ((px % W) + W) % W;
        const y = ((py % H) + H) % H;
        const i = (y * W + x) * 3;
        this.data[i] = (this.data[i] as number) * (1 - a) + r * a;
        this.data[i + 1] = (this.data[i + 1] as number) * (1 - a) + g * a;
        this.data[i + 2] = (this.data[i + 2] as number) * (1 - a) + b * a;
      }
    }
  }

  toPng(): Buffer {
    const { width: W, height: H } = this;
    const raw = Buffer.alloc((W * 3 + 1) * H);
    for (let y = 0; y < H; y++) {
      raw[y * (W * 3 + 1)] = 0;
      for (let x = 0; x < W * 3; x++) raw[y * (W * 3 + 1) + 1 + x] = Math.max(0, Math.min(255, Math.round(this.data[y * W * 3 + x] as number)));
    }
    return encodePng(W, H, raw);
  }
}

const CRC_TABLE = (() => {
  const t = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c >>> 0;
  }
  return t;
})();

function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (let i = 0; i < buf.length; i++) c = (CRC_TABLE[(c ^ (buf[i] as number)) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const td = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(td));
  return Buffer.concat([len, td, crc]);
}

/** RGB 8-bit PNG from filtered scanlines (filter byte 0 per row). */
function encodePng(width: number, height: number, scanlines: Buffer): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  ihdr[10] = 0;
  ihdr[11] = 0;
  ihdr[12] = 0;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(scanlines, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const hex = (h: string): Rgb => [parseInt(h.slice(1, 3), 16), parseInt(h.slice(3, 5), 16), parseInt(h.slice(5, 7), 16)];
const mixRgb = (a: Rgb, b: Rgb, t: number): Rgb => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];

const cache = new Map<string, string>();

/**
 * Cooked rice texture tile, `size` user units square, rendered at 2 px per unit. Returned as a data URI.
 * Grains: lit from the top-left, with a soft contact shadow and a slightly translucent rim.
 */
export function riceTile(tone: 'sushi' | 'white', size: number): string {
  const key = `rice-${tone}-${size}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const k = 2;
  const S = size * k;
  const bg = hex(tone === 'white' ? '#d8d4ca' : '#d6cab2');
  const canvas = new Canvas(S, S, bg);
  const rng = mulberry32(tone === 'white' ? 11 : 7);
  const grainLight = hex('#ffffff');
  const grainMid = hex(tone === 'white' ? '#f6f4ee' : '#fbf7ee');
  const grainRim = hex(tone === 'white' ? '#dedad1' : '#e0d7c4');
  const shadow = hex('#5a4e38');
  const grains: Array<[number, number, number, number, number]> = [];
  // jittered grid: even coverage without visible rows
  const cells = Math.round(size / 7.2);
  const cell = S / cells;
  for (let gy = 0; gy < cells; gy++) {
    for (let gx = 0; gx < cells; gx++) {
      grains.push([
        (gx + rng.range(0.1, 0.9)) * cell,
        (gy + rng.range(0.1, 0.9)) * cell,
        rng.range(0, Math.PI),
        rng.range(6.2, 8) * k,
        rng.range(2.9, 3.5) * k,
      ]);
    }
  }
  for (let i = grains.length - 1; i > 0; i--) {
    const j = Math.floor(rng.next() * (i + 1));
    const t = grains[i] as (typeof grains)[number];
    grains[i] = grains[j] as (typeof grains)[number];
    grains[j] = t;
  }
  for (const [x, y, a, rx, ry] of grains) canvas.ellipse(x + 1.4 * k, y + 2 * k, rx + 0.8 * k, ry + 0.9 * k, a, () => shadow, 0.28);
  for (const [x, y, a, rx, ry] of grains) {
    const lx = -Math.cos(a) * 0.35 - Math.sin(a) * 0.45;
    const ly = Math.sin(a) * 0.35 - Math.cos(a) * 0.45;
    canvas.ellipse(x, y, rx, ry, a, (u, v) => {
      const r2 = u * u + v * v;
      const light = Math.max(0, 1 - ((u - lx * 0.6) ** 2 + (v - ly) ** 2) * 0.9);
      const base = mixRgb(grainMid, grainLight, light * 0.8);
      return mixRgb(base, grainRim, Math.max(0, (r2 - 0.55) / 0.45) ** 1.5);
    });
  }
  const uri = `data:image/png;base64,${canvas.toPng().toString('base64')}`;
  cache.set(key, uri);
  return uri;
}
