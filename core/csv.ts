/** CSV as spreadsheets in France read it: ';' between fields, quoted when needed, CRLF between rows. */
export function toCsv(rows: readonly (readonly (string | number | null)[])[]): string {
  const field = (value: string | number | null) => {
    const text = value === null ? '' : String(value);
    // a leading =, +, - or @ would be run as a formula by a spreadsheet; a plain negative amount ('-2.000') is not one
    const safe = /^[=+\-@]/.test(text) && typeof value === 'string' && !/^-\d+(\.\d+)?$/.test(text) ? `'${text}` : text;
    return /[";\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
  };
  return rows.map((row) => row.map(field).join(';')).join('\r\n') + '\r\n';
}
