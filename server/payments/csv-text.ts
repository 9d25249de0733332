/** A cell a spreadsheet would read as a formula (or that hides one behind a tab or CR). */
const formulaStart = /^[=+\-@\t\r]/;

/** One cell: a formula-like start neutralised with a single quote, then quoted per RFC 4180. */
function csvCell(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  const safe = formulaStart.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

/**
 * Rows as CSV text (RFC 4180: every cell quoted, quotes doubled, CRLF between records). A cell
 * starting with `=`, `+`, `-`, `@`, a tab or a carriage return gets a leading `'` so no
 * spreadsheet runs it as a formula (CSV injection).
 */
export function csvText(rows: readonly (readonly (string | number | null)[])[]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
