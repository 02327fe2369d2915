/**
 * A line of text the printer's code page cannot hold (Arabic, mostly) drawn as a 1-bit image for
 * ESC/POS GS v 0: sharp renders it as SVG text (librsvg and Pango shape Arabic and lay it out right to
 * left), then it is thresholded and packed 8 dots a byte. Heights follow the printer's font A: 24 dots a
 * line, 48 in double size.
 */
import sharp from 'sharp';
import type { MonoBitmap } from '@core/print/escpos';
import type { TicketTextLine } from '@core/print/ticket';
import { escapeHtml } from '../lib/escape-html';

const ANCHOR = { left: 'start', center: 'middle', right: 'end' } as const;

export async function renderTextLine(line: TicketTextLine, { widthDots }: { widthDots: number }): Promise<MonoBitmap> {
  const height = line.size === 'normal' ? 24 : 48;
  const fontSize = Math.round(height * 0.8);
  const rtl = /[\u0590-\u08ff]/u.test(line.text);
  // An Arabic line reads from the right: its natural start is the right edge.
  const align = line.align === 'left' && rtl ? 'right' : line.align;
  const x = align === 'left' ? 2 : align === 'center' ? widthDots / 2 : widthDots - 2;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${widthDots}" height="${height}">
    <rect width="100%" height="100%" fill="#fff"/>
    <text x="${x}" y="${Math.round(height * 0.78)}" font-family="DejaVu Sans, sans-serif" font-size="${fontSize}" font-weight="${line.bold ? 700 : 400}"
      text-anchor="${ANCHOR[align]}" fill="#000">${escapeHtml(line.text)}</text></svg>`;
  const { data, info } = await sharp(Buffer.from(svg)).greyscale().raw().toBuffer({ resolveWithObject: true });
  const bytesPerRow = Math.ceil(info.width / 8);
  const bits = new Uint8Array(bytesPerRow * info.height);
  for (let y = 0; y < info.height; y += 1) {
    for (let x = 0; x < info.width; x += 1) {
      if (data[(y * info.width + x) * info.channels]! < 128) bits[y * bytesPerRow + (x >> 3)]! |= 0x80 >> (x & 7);
    }
  }
  return { width: bytesPerRow * 8, height: info.height, data: bits };
}
