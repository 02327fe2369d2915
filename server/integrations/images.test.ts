import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { inspectImage, MAX_UPLOAD_BYTES, renderIcon, renderImageVariations } from './images';

async function photo(width: number, height: number, format: 'png' | 'jpeg' = 'png'): Promise<Buffer> {
  const img = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } });
  return format === 'png' ? img.png().toBuffer() : img.jpeg().toBuffer();
}

describe('renderImageVariations', () => {
  it('renders small, medium and large WebP variations, smallest first', async () => {
    const variations = await renderImageVariations(await photo(2000, 1500));
    expect(variations.map((v) => v.size)).toEqual(['small', 'medium', 'large']);
    expect(variations.map((v) => v.width)).toEqual([400, 800, 1600]);
    expect(variations.map((v) => v.height)).toEqual([300, 600, 1200]);
    for (const v of variations) {
      expect(v.contentType).toBe('image/webp');
      expect(v.buffer.subarray(0, 4).toString('ascii')).toBe('RIFF');
      expect(v.buffer.subarray(8, 12).toString('ascii')).toBe('WEBP');
      const meta = await sharp(v.buffer).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(v.width);
      expect(meta.exif).toBeUndefined();
    }
  });

  it('never enlarges a small image', async () => {
    const variations = await renderImageVariations(await photo(600, 400, 'jpeg'));
    expect(variations.map((v) => v.width)).toEqual([400, 600, 600]);
  });

  it('applies the EXIF orientation and strips the metadata', async () => {
    const rotated = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#336699' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await inspectImage(rotated)).width).toBe(600);
    const [small] = await renderImageVariations(rotated);
    expect(small?.width).toBe(400);
    expect(small?.height).toBe(600);
    const meta = await sharp(small?.buffer).metadata();
    expect(meta.orientation).toBeUndefined();
  });

  it('rejects a buffer that is not an image', async () => {
    await expect(renderImageVariations(Buffer.from('bonjour, ceci est un fichier texte'))).rejects.toThrow(AppError);
  });

  it('rejects SVG and other unaccepted formats, empty and oversized buffers', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>');
    await expect(inspectImage(svg)).rejects.toThrow(AppError);
    const tiff = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } })
      .tiff()
      .toBuffer();
    await expect(inspectImage(tiff)).rejects.toThrow(AppError);
    await expect(inspectImage(Buffer.alloc(0))).rejects.toThrow(AppError);
    await expect(inspectImage(Buffer.alloc(MAX_UPLOAD_BYTES + 1))).rejects.toThrow(AppError);
  });

  it('inspects accepted formats', async () => {
    expect(await inspectImage(await photo(64, 48))).toEqual({ format: 'png', width: 64, height: 48 });
    const webp = await sharp(await photo(64, 48))
      .webp()
      .toBuffer();
    expect(await inspectImage(webp)).toEqual({ format: 'webp', width: 64, height: 48 });
  });
});

describe('renderIcon', () => {
  it('renders a small square indexed-colour PNG of a few kilobytes', async () => {
    const icon = await renderIcon(await photo(512, 512), 64);
    const meta = await sharp(icon).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 64, height: 64 });
    expect(meta.isPalette).toBe(true);
    expect(icon.length).toBeLessThan(16 * 1024);
  });
});
