import { notFound } from '@tanstack/react-router';
import { isMissing } from '@/lib/retryable.ts';

/** What the not-found screen names when a route's thing does not exist, e.g. "Movie". */
export interface MissingThing {
  thing: string;
  /** The TV show a missing season or episode was asked of, for a way back to it. */
  show?: number;
}

/**
 * Awaits a route's data and turns "no such id" (the API's 404, or 400 for an id it cannot
 * read) into the router's not-found screen, at once and with a heading naming what was asked
 * for. Real failures stay errors for the error screen.
 */
export async function loadOrNotFound(
  load: Promise<unknown>,
  thing: string,
  context?: Omit<MissingThing, 'thing'>,
): Promise<void> {
  try {
    await load;
  } catch (error) {
    // The router's not-found signal is a plain object by design; it is thrown, not an Error.
    // eslint-disable-next-line @typescript-eslint/only-throw-error
    if (isMissing(error)) throw notFound({ data: { thing, ...context } satisfies MissingThing });
    throw error;
  }
}
