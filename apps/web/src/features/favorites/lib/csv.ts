/**
 * CSV as RFC 4180 writes it: comma-separated fields, CRLF between records, a field holding a
 * comma, a quote or a line break wrapped in quotes with its quotes doubled. A file of five
 * known columns needs nothing more, so this is written here rather than shipped as a library.
 * Reading also takes LF line ends and a leading byte-order mark, as spreadsheets write them.
 */

/** The file is not CSV as RFC 4180 has it: a quote left open, or text after a closing quote. */
export class CsvSyntaxError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CsvSyntaxError';
  }
}

const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

function writeField(field: string): string {
  return NEEDS_QUOTES.test(field) ? `"${field.replaceAll('"', '""')}"` : field;
}

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
    record.push(field);
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
