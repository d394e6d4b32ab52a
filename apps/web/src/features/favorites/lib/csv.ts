/**
 * CSV for spreadsheets, as RFC 4180 writes it: comma-separated fields, CRLF between records,
 * every field in quotes with its quotes doubled, and no field able to run as a formula (below).
 * A file of five known columns needs nothing more, so this is written here rather than shipped as
 * a library. Reading also takes LF line ends, unquoted fields and a leading byte-order mark, as
 * spreadsheets write them.
 */

/** The file is not CSV as RFC 4180 has it: a quote left open, or text after a closing quote. */
export class CsvSyntaxError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CsvSyntaxError';
  }
}

/**
 * A spreadsheet runs a cell that starts with = + - @ (or a tab or return) as a formula (OWASP's
 * "CSV injection"), so the field is written with an apostrophe there. Quotes do not keep a field
 * one cell: a spreadsheet set for semicolons (German, French, Spanish) or tabs splits inside them,
 * and one that mistakes the quoting splits at a comma or line break, so a cell may start after
 * any of those too, and may begin with the field's own quotes. Where one already starts with
 * apostrophes before a formula it gets one more, so that reading removes exactly what writing
 * added.
 */
const CELL_START = String.raw`([,;\t\r\n])`;
const FORMULA_AHEAD = String.raw`(?=['"]*[=+\-@\t\r])`;
/**
 * `pattern`, matching a character a cell starts after, replaced in a field read as if after a
 * line break, so that the field's own start counts too. `^|` would not do: having matched before
 * a leading tab or return, it cannot match that character as well, and misses the cell after it.
 */
const atCellStarts = (pattern: RegExp, replacement: string) => (field: string) =>
  `\n${field}`.replace(pattern, replacement).slice(1);
const addGuards = atCellStarts(new RegExp(CELL_START + FORMULA_AHEAD, 'g'), "$1'");
const removeGuards = atCellStarts(new RegExp(`${CELL_START}'${FORMULA_AHEAD}`, 'g'), '$1');

const writeField = (field: string) => `"${addGuards(field).replaceAll('"', '""')}"`;

export function toCsv(records: readonly (readonly string[])[]): string {
  return records.map((record) => record.map(writeField).join(',')).join('\r\n') + '\r\n';
}

/** Every record's fields; blank lines are left out. */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  // Set once a field's closing quote is read: only a comma or a line end may follow.
  let closed = false;
  const endField = () => {
    record.push(removeGuards(field));
    field = '';
    closed = false;
  };
  const endRecord = () => {
    endField();
    if (record.length > 1 || record[0] !== '') records.push(record);
    record = [];
  };
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  for (let i = 0; i < source.length; i++) {
    const char = source[i];
    if (quoted) {
      if (char !== '"') field += char;
      else if (source[i + 1] === '"') {
        field += '"';
        i++;
      } else {
        quoted = false;
        closed = true;
      }
    } else if (char === ',') endField();
    else if (char === '\n') endRecord();
    else if (char === '\r') {
      if (source[i + 1] === '\n') i++;
      endRecord();
    } else if (closed) {
      throw new CsvSyntaxError(`Unexpected text after a closing quote at character ${i + 1}.`);
    } else if (char === '"' && field === '') quoted = true;
    else if (char === '"') {
      throw new CsvSyntaxError(`A quote inside an unquoted field at character ${i + 1}.`);
    } else field += char;
  }
  if (quoted) throw new CsvSyntaxError('A quoted field is never closed.');
  if (field !== '' || closed || record.length > 0) endRecord();
  return records;
}
