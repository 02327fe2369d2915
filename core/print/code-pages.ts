/**
 * The two code pages an ESC/POS printer is told to use (ESC t n) for French text: PC858 (PC850 with €)
 * and WPC1252. Text is first made plain (typographic quotes, dashes and the narrow spaces Intl puts in
 * dates become their ASCII forms); a line that still holds a character outside the page (Arabic, emoji)
 * cannot go as text and is sent as a raster image instead (escpos.ts).
 */
import type { CodePage } from '../schemas/printers';

// Bytes 0x80–0xFF of each page, in order (checked against Python's codecs in code-pages.test.ts).
const CP858_HIGH = 'ÇüéâäàåçêëèïîìÄÅÉæÆôöòûùÿÖÜø£Ø×ƒáíóúñÑªº¿®¬½¼¡«»░▒▓│┤ÁÂÀ©╣║╗╝¢¥┐└┴┬├─┼ãÃ╚╔╩╦╠═╬¤ðÐÊËÈ€ÍÎÏ┘┌█▄¦Ì▀ÓßÔÒõÕµþÞÚÛÙýÝ¯´\u00ad±‗¾¶§÷¸°¨·¹³²■\u00a0';
const WPC1252_HIGH =
  '€\ufffd‚ƒ„…†‡ˆ‰Š‹Œ\ufffdŽ\ufffd\ufffd‘’“”•–—˜™š›œ\ufffdžŸ\u00a0¡¢£¤¥¦§¨©ª«¬\u00ad®¯°±²³´µ¶·¸¹º»¼½¾¿ÀÁÂÃÄÅÆÇÈÉÊËÌÍÎÏÐÑÒÓÔÕÖ×ØÙÚÛÜÝÞßàáâãäåæçèéêëìíîïðñòóôõö÷øùúûüýþÿ';

const HIGH: Readonly<Record<CodePage, string>> = { cp858: CP858_HIGH, wpc1252: WPC1252_HIGH };
/** ESC t n: the page numbers of Epson's table (and of most compatible printers). */
export const CODE_PAGE_NUMBER: Readonly<Record<CodePage, number>> = { cp858: 19, wpc1252: 16 };

const ENCODERS = new Map<CodePage, Map<string, number>>(
  (Object.keys(HIGH) as CodePage[]).map((page) => [
    page,
    new Map([...HIGH[page]].flatMap((char, i) => (char === '\ufffd' ? [] : [[char, 0x80 + i] as const]))),
  ]),
);

const PLAIN: Readonly<Record<string, string>> = {
  '\u2018': "'",
  '\u2019': "'",
  '\u201c': '"',
  '\u201d': '"',
  '\u2013': '-',
  '\u2014': '-',
  '\u2026': '...',
  '\u00a0': ' ',
  '\u202f': ' ',
  '\u2009': ' ',
  '\u0152': 'OE',
  '\u0153': 'oe',
};

/** The text with typographic characters a page may lack replaced by plain ones (œ stays on WPC1252). */
export function plainText(text: string, page: CodePage): string {
  return [...text.normalize('NFC')].map((c) => (page === 'wpc1252' && (c === 'œ' || c === 'Œ') ? c : (PLAIN[c] ?? c))).join('');
}

/** The bytes of `text` in `page`, or null when a character is not in it. */
export function encodeText(text: string, page: CodePage): Uint8Array | null {
  const encoder = ENCODERS.get(page)!;
  const bytes: number[] = [];
  for (const char of plainText(text, page)) {
    const code = char.codePointAt(0)!;
    if (code >= 0x20 && code < 0x7f) bytes.push(code);
    else {
      const byte = encoder.get(char);
      if (byte === undefined) return null;
      bytes.push(byte);
    }
  }
  return Uint8Array.from(bytes);
}

/** A byte of `page` back to its character (the fake printer's decoder). */
export function decodeByte(byte: number, page: CodePage): string {
  return byte < 0x80 ? String.fromCharCode(byte) : HIGH[page][byte - 0x80]!;
}
