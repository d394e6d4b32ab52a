/**
 * The writers of one SQLite file in this process take turns: the favourites' and the library's
 * connections share `media-search.sqlite`. A library transaction awaits between its statements;
 * a favourites write started in such a gap would wait for the file's write lock synchronously
 * (busy_timeout), blocking the one thread that could release it, and then fail.
 */
import path from 'node:path';

const turns = new Map<string, Promise<unknown>>();

/** Runs `step` once every step queued before it for the same file has settled. */
export function inTurn<T>(file: string, step: () => T | Promise<T>): Promise<T> {
  const key = file === ':memory:' ? file : path.resolve(file);
  const result = (turns.get(key) ?? Promise.resolve()).then(step);
  turns.set(
    key,
    result.catch(() => undefined),
  );
  return result;
}
