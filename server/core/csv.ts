/** Makes Excel read a CSV as UTF-8. */
export const CSV_BOM = '\uFEFF';

/** A spreadsheet would run a cell starting with these as a formula (CSV injection). */
const formulaStart = /^[=+\-@\t\r]/;

function cell(text: string): string {
  const safe = formulaStart.test(text) ? `'${text}` : text;
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One line of a CSV as Excel in Russia opens it: `;` between cells, quoted by RFC 4180, CRLF at the end. */
export const csvLine = (cells: readonly string[]) => `${cells.map(cell).join(';')}\r\n`;
