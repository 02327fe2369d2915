/**
 * The A4 documents the server makes with pdf-lib (invoices and credit notes, the daily closing): a page
 * cursor that writes text left or right aligned, rules, and turns the page when it is full.
 *
 * The text is set in DejaVu Sans (the dejavu-fonts-ttf package, embedded as a subset with fontkit): it covers
 * French with its typographic marks (’ « » œ …), the other Latin, Greek and Cyrillic alphabets and Arabic
 * (fontkit joins its letters and lays a run of it right to left; the runs of a line follow its first strong
 * character's direction, a simple bidi that serves names and addresses). A character the font lacks still never fails a document: typographic marks
 * fall back to plain equivalents, emoji and joiners are left out, anything else prints as '?'. Without the
 * font files (a broken install), Helvetica is used with the same fallbacks.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 48;
export const PDF_COLORS = { ink: rgb(0.12, 0.12, 0.14), muted: rgb(0.4, 0.4, 0.45), rule: rgb(0.8, 0.8, 0.82) } as const;

/** Plain equivalents of typographic characters, for a font without them. */
const FALLBACKS: Record<string, string> = {
  '\u2018': "'",
  '\u2019': "'",
  '\u201a': ',',
  '\u201c': '"',
  '\u201d': '"',
  '\u201e': '"',
  '\u2013': '-',
  '\u2014': '-',
  '\u2212': '-',
  '\u2026': '...',
  '\u0153': 'oe',
  '\u0152': 'OE',
  '\u00ab': '"',
  '\u00bb': '"',
  '\u2022': '-',
};
// Emoji, their variation selectors and joiners, and the other invisible marks: nothing to print.
const LEFT_OUT = /\p{Extended_Pictographic}|[\u200b-\u200d\u2060]|\ufe0e|\ufe0f|[\u{1f3fb}-\u{1f3ff}]/u;

/** `text` with what `has` cannot print replaced by its fallback, left out, or '?'. */
export function printableText(text: string, has: (codePoint: number) => boolean): string {
  let out = '';
  for (const c of text.replace(/[\u202f\u00a0\u2009]/g, ' ').normalize('NFC')) {
    if (has(c.codePointAt(0)!)) out += c;
    else if (FALLBACKS[c] && [...FALLBACKS[c]].every((f) => has(f.codePointAt(0)!))) out += FALLBACKS[c];
    else if (!LEFT_OUT.test(c)) out += '?';
  }
  return out;
}

const RTL = '\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff';
/** A right-to-left run: RTL letters with the spaces and marks between them. */
const RTL_RUN = new RegExp(`[${RTL}](?:[\\s${RTL}]*[${RTL}])?`, 'gu');
const STRONG = new RegExp(`[${RTL}]|\\p{L}`, 'u');

/** `text` as runs laid out one by one, in the order they show from left to right. */
function visualRuns(text: string): string[] {
  const runs: string[] = [];
  let at = 0;
  for (const match of text.matchAll(RTL_RUN)) {
    if (match.index > at) runs.push(text.slice(at, match.index));
    runs.push(match[0]);
    at = match.index + match[0].length;
  }
  if (at < text.length) runs.push(text.slice(at));
  const first = STRONG.exec(text)?.[0];
  return first && new RegExp(`[${RTL}]`, 'u').test(first) ? runs.reverse() : runs;
}

const requireHere = createRequire(import.meta.url);
let fontFiles: Promise<{ regular: Uint8Array; bold: Uint8Array } | null> | undefined;
function loadFontFiles() {
  fontFiles ??= Promise.all([
    readFile(requireHere.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    readFile(requireHere.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  ]).then(
    ([regular, bold]) => ({ regular, bold }),
    () => null,
  );
  return fontFiles;
}

interface WriteOptions {
  font?: PDFFont;
  size?: number;
  color?: RGB;
  right?: boolean;
}

export class PdfWriter {
  readonly left = MARGIN;
  readonly right = A4[0] - MARGIN;
  y = A4[1] - MARGIN;
  private page: PDFPage;
  private readonly known: Map<PDFFont, Set<number>>;

  private constructor(
    private readonly pdf: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
  ) {
    this.page = pdf.addPage(A4);
    this.known = new Map([regular, bold].map((font) => [font, new Set(font.getCharacterSet())]));
  }

  static async create({ title, author, date }: { title: string; author: string; date: Date }): Promise<PdfWriter> {
    const pdf = await PDFDocument.create();
    pdf.setTitle(title);
    pdf.setAuthor(author);
    pdf.setCreationDate(date);
    pdf.setModificationDate(date);
    pdf.setProducer('Sakura shop');
    const files = await loadFontFiles();
    if (files) pdf.registerFontkit(fontkit);
    const [regular, bold] = files
      ? await Promise.all([pdf.embedFont(files.regular, { subset: true }), pdf.embedFont(files.bold, { subset: true })])
      : await Promise.all([pdf.embedFont(StandardFonts.Helvetica), pdf.embedFont(StandardFonts.HelveticaBold)]);
    return new PdfWriter(pdf, regular, bold);
  }

  /** `text` as `font` prints it (printableText). */
  printable(text: string, font: PDFFont = this.regular): string {
    const known = this.known.get(font)!;
    return printableText(text, (c) => known.has(c));
  }

  width(text: string, { font = this.regular, size = 10 }: { font?: PDFFont; size?: number } = {}): number {
    return visualRuns(this.printable(text, font)).reduce((sum, run) => sum + font.widthOfTextAtSize(run, size), 0);
  }

  /** Writes `text` on the current line, starting at `x` (or ending there, `right`). */
  write(text: string, x: number, { font = this.regular, size = 10, color = PDF_COLORS.ink, right = false }: WriteOptions = {}): void {
    let at = right ? x - this.width(text, { font, size }) : x;
    for (const run of visualRuns(this.printable(text, font))) {
      this.page.drawText(run, { x: at, y: this.y, size, font, color });
      at += font.widthOfTextAtSize(run, size);
    }
  }

  /** `text`, or its beginning and '…' when it is wider than `width` points. */
  fit(text: string, width: number, options: { font?: PDFFont; size?: number } = {}): string {
    if (this.width(text, options) <= width) return text;
    const chars = [...text];
    let end = chars.length;
    while (end > 1 && this.width(`${chars.slice(0, end).join('').trimEnd()}…`, options) > width) end -= 1;
    return `${chars.slice(0, end).join('').trimEnd()}…`;
  }

  /** `text` cut into lines of at most `width` points (a word longer than a line stays whole). */
  wrap(text: string, width: number, options: { font?: PDFFont; size?: number } = {}): string[] {
    const lines: string[] = [];
    let current = '';
    for (const word of text.split(/\s+/).filter(Boolean)) {
      const next = current ? `${current} ${word}` : word;
      if (current && this.width(next, options) > width) {
        lines.push(current);
        current = word;
      } else current = next;
    }
    if (current) lines.push(current);
    return lines;
  }

  /** Moves down `gap` points; a new page when too near the bottom. */
  line(gap = 14): void {
    this.y -= gap;
    if (this.y < MARGIN + 40) {
      this.page = this.pdf.addPage(A4);
      this.y = A4[1] - MARGIN;
    }
  }

  /** A thin rule under the line just written, from `from` to the right margin. */
  rule(from = MARGIN): void {
    this.page.drawLine({ start: { x: from, y: this.y - 5 }, end: { x: this.right, y: this.y - 5 }, thickness: 0.6, color: PDF_COLORS.rule });
  }

  async save(): Promise<Buffer> {
    return Buffer.from(await this.pdf.save({ useObjectStreams: false }));
  }
}
