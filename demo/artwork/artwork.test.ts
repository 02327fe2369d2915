import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { artworkSvg, renderHeroArtwork, renderLogo, renderProduitArtwork, SUSHI_STYLES } from './index';

async function png(buffer: Buffer) {
  expect(buffer.subarray(1, 4).toString('ascii')).toBe('PNG');
  return sharp(buffer).metadata();
}

describe('product artwork', () => {
  it.each(SUSHI_STYLES)('renders %s as a 1200x900 PNG', async (style) => {
    const meta = await png(await renderProduitArtwork(style, 7));
    expect(meta.format).toBe('png');
    expect(meta.width).toBe(1200);
    expect(meta.height).toBe(900);
  });

  it('is deterministic for a given style and seed, and varies with the seed', () => {
    for (const style of SUSHI_STYLES) {
      const a = artworkSvg(style, 42);
      expect(a.startsWith('<svg')).toBe(true);
      expect(artworkSvg(style, 42)).toBe(a);
      expect(artworkSvg(style, 43)).not.toBe(a);
    }
  });

  it('is not a flat picture', async () => {
    const { channels } = await sharp(await renderProduitArtwork('nigiri', 1)).stats();
    for (const c of channels.slice(0, 3)) expect(c.stdev).toBeGreaterThan(20);
  });
});

describe('hero artwork', () => {
  it.each([0, 1, 2])('renders hero %i as a 1920x1080 PNG, darker on the left', async (index) => {
    const buffer = await renderHeroArtwork(index);
    const meta = await png(buffer);
    expect(meta.width).toBe(1920);
    expect(meta.height).toBe(1080);
    const third = async (left: number) => sharp(await sharp(buffer).extract({ left, top: 0, width: 640, height: 1080 }).greyscale().toBuffer()).stats();
    const left = await third(0);
    const right = await third(1280);
    expect(left.channels[0]!.mean).toBeLessThan(right.channels[0]!.mean);
  });

  it('gives three distinct compositions', async () => {
    const [a, b, c] = await Promise.all([0, 1, 2].map((i) => renderHeroArtwork(i)));
    expect(a!.equals(b!)).toBe(false);
    expect(b!.equals(c!)).toBe(false);
  });
});

describe('logo', () => {
  it('renders a 512x512 PNG with a transparent background', async () => {
    const buffer = await renderLogo();
    const meta = await png(buffer);
    expect(meta.width).toBe(512);
    expect(meta.height).toBe(512);
    expect(meta.hasAlpha).toBe(true);
    const { data } = await sharp(buffer).extract({ left: 0, top: 0, width: 4, height: 4 }).raw().toBuffer({ resolveWithObject: true });
    expect(data[3]).toBe(0);
  });
});
