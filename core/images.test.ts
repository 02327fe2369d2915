import { describe, expect, it } from 'vitest';
import type { ImageVariation } from './catalog';
import { fileStem, heroResponsiveImage, imageUrls, responsiveImage, storedFileName, thumbnailUrl, variationKey, variationWidths } from './images';

describe('stored names', () => {
  it('keeps a safe stem of the uploaded name, then a timestamp and the random suffix, with the real format', () => {
    const now = new Date('2026-11-23T10:00:00Z');
    expect(storedFileName('Plateau Été (2).JPG', 'jpeg', now, 'a1b2c3d4')).toBe(`plateau-ete-2-${now.getTime()}-a1b2c3d4.jpg`);
    expect(storedFileName('photo.png', 'webp', now, 'ff')).toBe(`photo-${now.getTime()}-ff.webp`);
    expect(fileStem('../../etc/passwd.jpg')).toBe('passwd');
    expect(fileStem('')).toBe('image');
    expect(fileStem('寿司.jpg')).toBe('image');
    expect(fileStem('x'.repeat(80)).length).toBe(40);
  });

  it('names variations next to their original', () => {
    expect(variationKey('produits/maki-1-ab.jpg', 400, 'avif')).toBe('produits/maki-1-ab-400.avif');
  });
});

describe('variationWidths', () => {
  it('never enlarges: the original width caps the list', () => {
    expect(variationWidths(4000)).toEqual([160, 400, 800, 1600]);
    expect(variationWidths(1600)).toEqual([160, 400, 800, 1600]);
    expect(variationWidths(600)).toEqual([160, 400, 600]);
    expect(variationWidths(100)).toEqual([100]);
  });
});

const v = (width: number, format: 'avif' | 'webp'): ImageVariation => ({ width, height: width / 2, format, url: `/u/a-${width}.${format}` });

describe('responsiveImage', () => {
  it('lists WebP in the srcset and AVIF for the <source>, smallest first', () => {
    expect(responsiveImage('/u/a.jpg', [v(800, 'webp'), v(160, 'avif'), v(160, 'webp'), v(800, 'avif')])).toEqual({
      src: '/u/a.jpg',
      srcSet: '/u/a-160.webp 160w, /u/a-800.webp 800w',
      avifSrcSet: '/u/a-160.avif 160w, /u/a-800.avif 800w',
      width: 800,
      height: 400,
    });
  });

  it('is the original alone until the variations exist', () => {
    expect(responsiveImage('/u/a.jpg', [])).toEqual({ src: '/u/a.jpg' });
  });

  it("derives a demo hero's siblings when the catalogue has no variations for it", () => {
    expect(heroResponsiveImage('/uploads/hero/hero-1-large.webp', undefined).srcSet).toBe(
      '/uploads/hero/hero-1-small.webp 400w, /uploads/hero/hero-1-medium.webp 800w, /uploads/hero/hero-1-large.webp 1600w',
    );
    expect(heroResponsiveImage('https://cdn.example/hero.gif', undefined)).toEqual({ src: 'https://cdn.example/hero.gif' });
    expect(heroResponsiveImage('/u/a.jpg', [v(400, 'avif')]).avifSrcSet).toBe('/u/a-400.avif 400w');
  });

  it('lists every URL an image is known by', () => {
    expect(imageUrls({ url: '/u/a.jpg', variations: [v(160, 'webp')] })).toEqual(['/u/a.jpg', '/u/a-160.webp']);
    expect(imageUrls({ url: null, variations: [] })).toEqual([]);
  });
});

describe('thumbnailUrl', () => {
  const v = (width: number, format: 'avif' | 'webp'): ImageVariation => ({ width, height: width, format, url: `/u/p-${width}.${format}` });
  const variations = [v(1600, 'webp'), v(160, 'avif'), v(160, 'webp'), v(400, 'webp'), v(800, 'webp')];

  it('takes the smallest WebP at least twice the drawn width', () => {
    expect(thumbnailUrl('/u/p.jpg', variations, 64)).toBe('/u/p-160.webp');
    expect(thumbnailUrl('/u/p.jpg', variations, 120)).toBe('/u/p-400.webp');
  });

  it('falls back to the largest variation, then to the original', () => {
    expect(thumbnailUrl('/u/p.jpg', [v(160, 'webp')], 200)).toBe('/u/p-160.webp');
    expect(thumbnailUrl('/u/p.jpg', [], 64)).toBe('/u/p.jpg');
    expect(thumbnailUrl('/u/p.jpg', null, 64)).toBe('/u/p.jpg');
  });
});
