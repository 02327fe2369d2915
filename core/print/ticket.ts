/**
 * A printed ticket as data: lines of text (alignment, bold, size), rules and feeds, laid out for a paper
 * width in characters, then cut. The kitchen ticket and the receipt are built as this (kitchen-ticket.ts,
 * receipt.ts); escpos.ts encodes it for a thermal printer and the browser page shows the same lines.
 */
import { z } from 'zod';
import type { PaperWidth } from '../schemas/printers';

const TICKET_SIZES = ['normal', 'double', 'tall'] as const;
/** normal: font A; double: twice as wide and tall (quantities, the order number); tall: twice as tall. */
export type TicketSize = (typeof TICKET_SIZES)[number];
const TICKET_ALIGNS = ['left', 'center', 'right'] as const;
export type TicketAlign = (typeof TICKET_ALIGNS)[number];

export const TicketLine = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('text'), text: z.string(), align: z.enum(TICKET_ALIGNS), bold: z.boolean(), size: z.enum(TICKET_SIZES) }),
  z.object({ kind: z.literal('rule') }),
  z.object({ kind: z.literal('feed'), lines: z.number() }),
]);
export type TicketLine = z.infer<typeof TicketLine>;
export type TicketTextLine = Extract<TicketLine, { kind: 'text' }>;

export const TicketDocument = z.object({
  /** 'cuisine' or 'recu': which of the two tickets of an order this is; 'test' for a test ticket, 'cloture' for a day's closing. */
  kind: z.enum(['cuisine', 'recu', 'test', 'cloture']),
  /** Characters per line of normal-size text (48 on 80 mm paper, 32 on 58 mm). */
  columns: z.number(),
  lines: z.array(TicketLine),
});
export type TicketDocument = z.infer<typeof TicketDocument>;

/** Font A (12 × 24 dots) across the printable width: 576 dots on 80 mm paper, 384 on 58 mm. */
export function columnsFor(width: PaperWidth): number {
  return width === 58 ? 32 : 48;
}
export function dotsFor(width: PaperWidth): number {
  return width === 58 ? 384 : 576;
}
/** Characters a line of this size holds. */
function columnsOf(columns: number, size: TicketSize): number {
  return size === 'double' ? Math.floor(columns / 2) : columns;
}

/** Word-wraps `text` to `width` characters (a word longer than a line is cut). */
export function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      let rest = word;
      while (rest.length > width) {
        if (line) lines.push(line);
        line = '';
        lines.push(rest.slice(0, width));
        rest = rest.slice(width);
      }
      if (!rest) continue;
      if (!line) line = rest;
      else if (line.length + 1 + rest.length <= width) line += ` ${rest}`;
      else {
        lines.push(line);
        line = rest;
      }
    }
    if (line) lines.push(line);
  }
  return lines;
}

/** Builds a ticket's lines for `columns` characters per line. */
export class TicketBuilder {
  readonly lines: TicketLine[] = [];
  constructor(readonly columns: number) {}

  text(
    text: string,
    { align = 'left', bold = false, size = 'normal', indent = '' }: { align?: TicketAlign; bold?: boolean; size?: TicketSize; indent?: string } = {},
  ) {
    const width = columnsOf(this.columns, size) - indent.length;
    wrap(text, Math.max(1, width)).forEach((line, index) => {
      this.lines.push({ kind: 'text', text: `${index === 0 ? indent : ' '.repeat(indent.length)}${line}`, align, bold, size });
    });
    return this;
  }

  /** `left` and `right` on one line, `right` flush to the edge; `left` wraps above when both do not fit. */
  columns2(left: string, right: string, { bold = false, size = 'normal' }: { bold?: boolean; size?: TicketSize } = {}) {
    const width = columnsOf(this.columns, size);
    const room = width - right.length - 1;
    const wrapped = wrap(left, Math.max(1, room));
    const last = wrapped.pop() ?? '';
    for (const line of wrapped) this.lines.push({ kind: 'text', text: line, align: 'left', bold, size });
    this.lines.push({ kind: 'text', text: `${last}${' '.repeat(Math.max(1, width - last.length - right.length))}${right}`, align: 'left', bold, size });
    return this;
  }

  rule() {
    this.lines.push({ kind: 'rule' });
    return this;
  }

  feed(lines = 1) {
    this.lines.push({ kind: 'feed', lines });
    return this;
  }
}

/** The printable ticket page of the board (browser printers): the same tickets as the thermal printers. */
export const TicketsView = z.object({ numero_commande: z.string(), documents: z.array(TicketDocument) });
export type TicketsView = z.infer<typeof TicketsView>;
