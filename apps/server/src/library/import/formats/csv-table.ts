/**
 * A CSV upload as records that know their line, read with csv-parse, and a table view (header
 * and rows, columns found by name whatever their case) for the readers of each format.
 */
import { CsvError, parse } from 'csv-parse/sync';
import { ImportFileError, type FilePlace } from '../import-file-error.ts';
import { MAX_IMPORT_ITEMS } from './upload-caps.ts';

/** One CSV record and the line it starts on (1-based), for messages that name the row. */
export interface CsvRecord {
  line: number;
  cells: string[];
}

const isBlank = (record: CsvRecord) => record.cells.every((cell) => cell.trim() === '');

function csvProblem(error: CsvError): string {
  switch (error.code) {
    case 'CSV_QUOTE_NOT_CLOSED':
      return 'a quoted value is never closed (a “"” is missing).';
    case 'CSV_INVALID_CLOSING_QUOTE':
    case 'INVALID_OPENING_QUOTE':
      return 'a “"” inside a value is not doubled (write it as “""”), or the value is not quoted.';
    default:
      return `this is not a CSV we can read (${error.message}).`;
  }
}

/**
 * Every non-blank record of the text, each with its line. Broken quoting is refused at the row
 * and column it starts in; more than {@link MAX_IMPORT_ITEMS} rows under the header is refused at
 * the first row too many, without reading the rest.
 */
export function readCsvRecords(file: string, text: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  let lastLine = 0;
  // csv-parse counts a CRLF inside a quoted value as two lines: with LF alone its count is exact.
  const lines = text.replace(/\r\n?/g, '\n');
  try {
    parse(lines, {
      relax_column_count: true,
      on_record: (cells: string[], context) => {
        const record = { line: lastLine + 1, cells };
        lastLine = context.lines;
        if (isBlank(record)) return null;
        if (records.length > MAX_IMPORT_ITEMS)
          throw new ImportFileError(
            { file, row: record.line },
            `the file has more than ${MAX_IMPORT_ITEMS.toLocaleString('en')} rows, more than one import takes.`,
          );
        records.push(record);
        return null;
      },
    });
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const index = typeof error.column === 'number' ? error.column : undefined;
    const header = records[0]?.cells;
    const column = index === undefined ? undefined : (header?.[index] ?? `${index + 1}`);
    throw new ImportFileError({ file, row: lastLine + 1, column }, csvProblem(error));
  }
  return records;
}

const columnKey = (name: string) => name.trim().toLowerCase();

/** A row of a {@link CsvTable}: its cells by column name, and its place for messages. */
export class CsvRow {
  readonly file: string;
  readonly line: number;
  readonly #cells: string[];
  readonly #columns: Map<string, number>;

  constructor(file: string, record: CsvRecord, columns: Map<string, number>) {
    this.file = file;
    this.line = record.line;
    this.#cells = record.cells;
    this.#columns = columns;
  }

  /** The cell under `column`, trimmed; empty when the table has no such column. */
  cell(column: string): string {
    const index = this.#columns.get(columnKey(column));
    return index === undefined ? '' : (this.#cells[index] ?? '').trim();
  }

  place(column?: string): FilePlace {
    return { file: this.file, row: this.line, column };
  }
}

/** A header record and the records under it. */
export class CsvTable {
  readonly file: string;
  readonly header: CsvRecord;
  readonly #records: CsvRecord[];
  readonly #columns = new Map<string, number>();

  constructor(file: string, header: CsvRecord, records: CsvRecord[]) {
    this.file = file;
    this.header = header;
    this.#records = records;
    header.cells.forEach((name, index) => {
      if (!this.#columns.has(columnKey(name))) this.#columns.set(columnKey(name), index);
    });
  }

  has(column: string): boolean {
    return this.#columns.has(columnKey(column));
  }

  /** Refuses the file, naming the first of `columns` its header lacks. */
  require(columns: readonly string[]): void {
    const missing = columns.find((column) => !this.has(column));
    if (missing === undefined) return;
    const present = this.header.cells.map((cell) => `“${cell}”`).join(', ');
    throw new ImportFileError(
      { file: this.file, row: this.header.line, column: missing },
      `the column is missing (the header has ${present}).`,
    );
  }

  /** The rows, each with as many cells as the header (a row with more or fewer is refused). */
  rows(): CsvRow[] {
    const width = this.header.cells.length;
    return this.#records.map((record) => {
      if (record.cells.length !== width)
        throw new ImportFileError(
          { file: this.file, row: record.line },
          `the row has ${record.cells.length} values where the header has ${width} columns.`,
        );
      return new CsvRow(this.file, record, this.#columns);
    });
  }
}

/** The table of a plain CSV: its first record is the header. */
export function csvTable(file: string, records: CsvRecord[]): CsvTable {
  const [header, ...rows] = records;
  if (!header) throw new ImportFileError({ file }, 'the file is empty.');
  return new CsvTable(file, header, rows);
}
