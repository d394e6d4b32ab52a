/**
 * An upload we cannot read, as a 400 whose message points at the spot: the file (inside the zip
 * when it came from one), the row and the column, so a visitor can open the file and fix it.
 */
import { AppError } from '../../errors.ts';

/**
 * Where in an upload something is wrong. For a CSV, `row` is its 1-based line (the header is
 * line 1) and `column` a header name; for JSON, `row` is the 1-based position in its array and
 * `column` the field.
 */
export interface FilePlace {
  file: string;
  row?: number;
  column?: string;
}

const isJsonFile = (file: string) => file.toLowerCase().endsWith('.json');

function describePlace({ file, row, column }: FilePlace): string {
  const json = isJsonFile(file);
  const parts = [file];
  if (row !== undefined) parts.push(`${json ? 'item' : 'row'} ${row.toLocaleString('en')}`);
  if (column !== undefined) parts.push(`${json ? 'field' : 'column'} ${column}`);
  return parts.join(', ');
}

export class ImportFileError extends AppError {
  readonly place: FilePlace;
  readonly problem: string;

  /** `problem` is a sentence, e.g. `“11” is not a rating from 0.5 to 5.` */
  constructor(place: FilePlace, problem: string) {
    super(400, 'IMPORT_FILE_INVALID', `${describePlace(place)}: ${problem}`);
    this.place = place;
    this.problem = problem;
  }
}

/** How a cell's value is quoted in a message: “like this”, shortened when long. */
export function quoted(value: string): string {
  const shown = value.length > 40 ? `${value.slice(0, 40)}…` : value;
  return `“${shown}”`;
}
