/**
 * The PDF page writer's text: French typographic marks, other alphabets and Arabic print in the embedded
 * font and read back as written; what no font prints (emoji) is left out rather than shown as '?'; a font
 * without the marks gets their plain equivalents.
 */
import { describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import { PdfWriter, printableText } from './pdf-writer';

async function pdfText(body: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(body)), { mergePages: true });
  return text;
}

describe('PDF text', () => {
  it('prints the typographic marks, œ, Greek, Cyrillic and Arabic as they are written; emoji are left out', async () => {
    const doc = await PdfWriter.create({ title: 'Essai', author: 'Sakura', date: new Date('2026-04-14T10:00:00Z') });
    const lines = ['L’œuf « mollet » — Œuvre… “sushi” – 12.500', 'Ωmega Борщ', 'Société 🍣 Sushi 👍🏽'];
    for (const text of lines) {
      doc.write(text, doc.left, { font: doc.bold });
      doc.line();
    }
    doc.write('مطعم', doc.left);
    const text = await pdfText(await doc.save());
    expect(text).toContain(lines[0]);
    expect(text).toContain(lines[1]);
    expect(text).toContain('Société Sushi');
    expect(text).not.toContain('?');
    expect(text).toMatch(/[\u0600-\u06ff\ufe70-\ufeff]/u);
  });

  it('falls back to plain equivalents when the font lacks a mark, and to ? for any other character', () => {
    const latin1 = (c: number) => c < 0x100;
    expect(printableText('L’œuf — “oui”… Œ', latin1)).toBe('L\'oeuf - "oui"... OE');
    expect(printableText('Ωmega 🍣\u00a0ok', latin1)).toBe('?mega  ok');
  });

  it('shortens a text too wide for its column with an ellipsis', async () => {
    const doc = await PdfWriter.create({ title: 'Essai', author: 'Sakura', date: new Date('2026-04-14T10:00:00Z') });
    const long = 'Plateau royal du chef : 48 pièces, saumon, thon, crevette tempura et avocat';
    const fitted = doc.fit(long, 150, { size: 9 });
    expect(fitted.endsWith('…')).toBe(true);
    expect(long.startsWith(fitted.slice(0, -1))).toBe(true);
    expect(doc.width(fitted, { size: 9 })).toBeLessThanOrEqual(150);
    expect(doc.fit('Maki', 150, { size: 9 })).toBe('Maki');
  });
});
