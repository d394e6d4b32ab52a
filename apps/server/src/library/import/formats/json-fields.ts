/**
 * Fields of a JSON upload read with their place: each accessor returns the value in the type
 * asked for or refuses the file naming the item and the field (`history.json, item 3, field
 * movie.ids.tmdb`).
 */
import { ImportFileError, type FilePlace } from '../import-file-error.ts';
import { MAX_IMPORT_ITEMS } from './upload-caps.ts';

type JsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A JSON object at a place in a file: an array's item, or an object within one. */
export class JsonFields {
  readonly file: string;
  readonly row: number | undefined;
  readonly #path: string;
  readonly #value: JsonObject;

  constructor(file: string, row: number | undefined, value: unknown, path = '') {
    this.file = file;
    this.row = row;
    this.#path = path;
    if (!isObject(value)) throw new ImportFileError(this.place(), 'this is not a JSON object.');
    this.#value = value;
  }

  place(field?: string): FilePlace {
    const column = field === undefined ? this.#path || undefined : this.#name(field);
    return { file: this.file, row: this.row, column };
  }

  #name(field: string): string {
    return this.#path ? `${this.#path}.${field}` : field;
  }

  #fail(field: string, problem: string): never {
    throw new ImportFileError(this.place(field), problem);
  }

  has(field: string): boolean {
    return this.#value[field] !== undefined && this.#value[field] !== null;
  }

  object(field: string): JsonFields {
    if (!this.has(field)) this.#fail(field, 'the field is missing.');
    return new JsonFields(this.file, this.row, this.#value[field], this.#name(field));
  }

  optionalObject(field: string): JsonFields | undefined {
    return this.has(field) ? this.object(field) : undefined;
  }

  string(field: string): string {
    const value = this.#value[field];
    if (typeof value !== 'string') this.#fail(field, 'the field is missing or not text.');
    return value;
  }

  optionalString(field: string): string | undefined {
    return this.has(field) ? this.string(field) : undefined;
  }

  /** A whole number from 0 up; a TMDB id may also come as digits in a string. */
  count(field: string): number {
    const value = this.#value[field];
    const number = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
    if (typeof number !== 'number' || !Number.isSafeInteger(number) || number < 0)
      this.#fail(field, 'the field is missing or not a whole number.');
    return number;
  }

  optionalCount(field: string): number | undefined {
    return this.has(field) ? this.count(field) : undefined;
  }

  boolean(field: string): boolean {
    const value = this.#value[field];
    if (typeof value !== 'boolean') this.#fail(field, 'the field is missing or not true or false.');
    return value;
  }

  /** A number or text as text, for values checked by their own rules (a rating, a date). */
  scalar(field: string): string {
    const value = this.#value[field];
    if (typeof value !== 'string' && typeof value !== 'number')
      this.#fail(field, 'the field is missing.');
    return String(value);
  }

  /**
   * The items of an array field, each an object named by its 1-based position (`seasons[2]`). They
   * keep this object's row; in an object that has none (our export), their position is the row.
   */
  objects(field: string): JsonFields[] {
    const value = this.#value[field];
    if (!Array.isArray(value)) this.#fail(field, 'the field is missing or not a list.');
    return value.map(
      (item, index) =>
        new JsonFields(
          this.file,
          this.row ?? index + 1,
          item,
          `${this.#name(field)}[${index + 1}]`,
        ),
    );
  }
}

/** The items of a top-level JSON array, each an object at its 1-based position. */
export function jsonItems(file: string, value: unknown[]): JsonFields[] {
  if (value.length > MAX_IMPORT_ITEMS)
    throw new ImportFileError(
      { file, row: MAX_IMPORT_ITEMS + 1 },
      `the file has more than ${MAX_IMPORT_ITEMS.toLocaleString('en')} items, more than one import takes.`,
    );
  return value.map((item, index) => new JsonFields(file, index + 1, item));
}

/** Parsed JSON, or a message saying why it is not. */
export function parseJson(file: string, text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    const reason = error instanceof Error ? error.message : 'unreadable';
    throw new ImportFileError({ file }, `this is not valid JSON (${reason}).`);
  }
}
