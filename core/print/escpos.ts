/**
 * ESC/POS, the command language of thermal receipt printers, for the few commands a ticket needs:
 * ESC @ (reset), ESC t (code page), ESC a (alignment), ESC E (bold), GS ! (character size), LF, ESC d
 * (feed), GS V (cut) and GS v 0 (a raster image: the lines the code page cannot hold, such as Arabic,
 * rendered to a bitmap by the server). decodeEscPos reads the same commands back into lines: the fake
 * printer of the tests and the /dev stand-in use it.
 */
import type { CodePage } from '../schemas/printers';
import { CODE_PAGE_NUMBER, decodeByte, encodeText } from './code-pages';
import type { TicketAlign, TicketDocument, TicketSize, TicketTextLine } from './ticket';

const ESC = 0x1b;
const GS = 0x1d;
const LF = 0x0a;
const DLE = 0x10;
const EOT = 0x04;

/** A 1-bit image: rows of width/8 bytes, most significant bit leftmost, 1 = black dot. */
export interface MonoBitmap {
  width: number;
  height: number;
  data: Uint8Array;
}

const ALIGN: Readonly<Record<TicketAlign, number>> = { left: 0, center: 1, right: 2 };
const SIZE: Readonly<Record<TicketSize, number>> = { normal: 0x00, double: 0x11, tall: 0x01 };

/** DLE EOT 4: the paper roll sensor status (one byte back; 0x60 set = paper out). */
export const PAPER_STATUS_REQUEST = Uint8Array.of(DLE, EOT, 4);
export function isPaperOut(status: number): boolean {
  return (status & 0x60) !== 0;
}

/** The text lines of `doc` the code page cannot hold: the server renders them as images. */
export function linesNeedingRaster(doc: TicketDocument, page: CodePage): { index: number; line: TicketTextLine }[] {
  return doc.lines.flatMap((line, index) => (line.kind === 'text' && encodeText(line.text, page) === null ? [{ index, line }] : []));
}

/**
 * The bytes of one ticket, ending with a cut. `rasters` holds the image of each line (by index) that
 * linesNeedingRaster named; such a line without its image is printed with '?' for what does not fit.
 */
export function encodeTicket(
  doc: TicketDocument,
  { codePage, rasters = new Map() }: { codePage: CodePage; rasters?: ReadonlyMap<number, MonoBitmap> },
): Uint8Array {
  const out: number[] = [ESC, 0x40, ESC, 0x74, CODE_PAGE_NUMBER[codePage]];
  doc.lines.forEach((line, index) => {
    if (line.kind === 'feed') out.push(ESC, 0x64, line.lines);
    else if (line.kind === 'rule')
      out.push(
        ESC,
        0x61,
        0,
        ESC,
        0x45,
        0,
        GS,
        0x21,
        0,
        ...'-'
          .repeat(doc.columns)
          .split('')
          .map((c) => c.charCodeAt(0)),
        LF,
      );
    else {
      const raster = rasters.get(index);
      if (raster) {
        out.push(ESC, 0x61, 0, ...rasterCommand(raster));
        return;
      }
      const text = encodeText(line.text, codePage) ?? encodeText(line.text.replace(/[^\x20-\x7e\u00a0-\u00ff€]/gu, '?'), codePage) ?? [];
      out.push(ESC, 0x61, ALIGN[line.align], ESC, 0x45, line.bold ? 1 : 0, GS, 0x21, SIZE[line.size], ...text, LF);
    }
  });
  out.push(GS, 0x21, 0, ESC, 0x45, 0, ESC, 0x64, 4, GS, 0x56, 0x01);
  return Uint8Array.from(out);
}

/** GS v 0: a raster image, normal density. */
export function rasterCommand({ width, height, data }: MonoBitmap): number[] {
  const bytesPerRow = Math.ceil(width / 8);
  if (data.length !== bytesPerRow * height) throw new Error('raster: data does not match its size');
  return [GS, 0x76, 0x30, 0, bytesPerRow & 0xff, bytesPerRow >> 8, height & 0xff, height >> 8, ...data];
}

type DecodedLine = { text: string; bold: boolean; size: TicketSize; align: TicketAlign } | { raster: { width: number; height: number } };
export interface DecodedTicket {
  lines: DecodedLine[];
  cut: boolean;
}

const PAGE_BY_NUMBER = new Map((Object.entries(CODE_PAGE_NUMBER) as [CodePage, number][]).map(([page, n]) => [n, page]));

/** Reads ESC/POS bytes back into tickets (one per cut) of lines. Unknown commands throw. */
export function decodeEscPos(bytes: Uint8Array): DecodedTicket[] {
  const tickets: DecodedTicket[] = [];
  let lines: DecodedLine[] = [];
  let page: CodePage | null = null;
  let style = { bold: false, size: 'normal' as TicketSize, align: 'left' as TicketAlign };
  let text = '';
  const reset = () => {
    page = null;
    style = { bold: false, size: 'normal', align: 'left' };
  };
  const flush = () => {
    lines.push({ text, ...style });
    text = '';
  };
  let i = 0;
  const arg = () => {
    if (i >= bytes.length) throw new Error('ESC/POS: command cut short');
    return bytes[i++]!;
  };
  while (i < bytes.length) {
    const b = bytes[i++]!;
    if (b === LF) flush();
    else if (b === ESC) {
      const cmd = arg();
      if (cmd === 0x40) reset();
      else if (cmd === 0x74) page = PAGE_BY_NUMBER.get(arg()) ?? null;
      else if (cmd === 0x61) style.align = (['left', 'center', 'right'] as const)[arg() % 48] ?? 'left';
      else if (cmd === 0x45) style.bold = (arg() & 1) === 1;
      else if (cmd === 0x64) {
        arg();
        if (text) flush();
      } else throw new Error(`ESC/POS: unknown command ESC 0x${cmd.toString(16)}`);
    } else if (b === GS) {
      const cmd = arg();
      if (cmd === 0x21) {
        const n = arg();
        style.size = (n & 0x70) !== 0 ? 'double' : (n & 0x07) !== 0 ? 'tall' : 'normal';
      } else if (cmd === 0x56) {
        const m = arg();
        if (m === 65 || m === 66) arg();
        if (text) flush();
        tickets.push({ lines, cut: true });
        lines = [];
      } else if (cmd === 0x76) {
        if (arg() !== 0x30) throw new Error('ESC/POS: unknown GS v command');
        arg();
        const bytesPerRow = arg() | (arg() << 8);
        const height = arg() | (arg() << 8);
        if (i + bytesPerRow * height > bytes.length) throw new Error('ESC/POS: raster cut short');
        i += bytesPerRow * height;
        lines.push({ raster: { width: bytesPerRow * 8, height } });
      } else throw new Error(`ESC/POS: unknown command GS 0x${cmd.toString(16)}`);
    } else if (b === DLE) {
      if (arg() !== EOT) throw new Error('ESC/POS: unknown DLE command');
      arg();
    } else if (b >= 0x20) text += page ? decodeByte(b, page) : b < 0x80 ? String.fromCharCode(b) : '\ufffd';
    else throw new Error(`ESC/POS: unknown byte 0x${b.toString(16)}`);
  }
  if (text) flush();
  if (lines.length) tickets.push({ lines, cut: false });
  return tickets;
}

/** The text of a decoded ticket, one string per line (images as '[image]'). */
export function ticketText(ticket: DecodedTicket): string[] {
  return ticket.lines.map((line) => ('raster' in line ? '[image]' : line.text));
}
