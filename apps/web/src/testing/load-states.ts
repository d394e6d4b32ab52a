/**
 * What every detail screen shows around its data, checked the same way for each: a spinner
 * while the API has not answered, 'Error: …' with Try again when it fails, and '{Thing} not
 * found' when it answers 404.
 */
import { cleanup, screen, waitForElementToBeRemoved } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { JsonBodyType } from 'msw';
import { describe, expect, it } from 'vitest';
import { answer, failOnce, failure, fakeApi, heldAnswer } from './fake-api.ts';
import { renderRoute } from './render-route.tsx';

export interface DetailRoute {
  /** The address a visitor opens, e.g. '/movie/101'. */
  path: string;
  /** The request its screen's data comes from, e.g. '/api/movie/101'. */
  apiPath: string;
  /** A good answer to that request. */
  body: JsonBodyType;
  /** The screen's top heading once the answer has come. */
  heading: string | RegExp;
  /** What the not-found screen calls it, e.g. 'Movie'. */
  thing: string;
  /** The address the not-found screen leads back to besides search, e.g. the season's show. */
  backTo?: { name: string; href: string };
}

/**
 * A screen's first render in a test file loads and transforms its code, which on a busy
 * two-core machine has taken past the 5 s a user-facing wait is given; later renders do not.
 */
const FIRST_RENDER_TIMEOUT_MS = 10_000;

export function describeLoadStates({ path, apiPath, body, heading, thing, backTo }: DetailRoute) {
  const screenHeading = (timeout?: number) =>
    screen.findByRole('heading', { level: 1, name: heading }, { timeout });

  describe('while and unless it loads', () => {
    it('shows a spinner while the API has not answered, then the screen', async () => {
      // Once first, so that the screen's code has loaded (as it would have on a visit to
      // another such page): the spinner then waits for the data alone.
      fakeApi.use(answer(apiPath, body));
      renderRoute(path);
      await screenHeading(FIRST_RENDER_TIMEOUT_MS);
      cleanup();

      const held = heldAnswer(apiPath, body);
      fakeApi.use(held.handler);
      renderRoute(path);
      const spinner = await screen.findByRole('progressbar', { name: 'Loading' });
      expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
      held.release();
      await waitForElementToBeRemoved(spinner);
      expect(await screenHeading()).toBeVisible();
    });

    it("shows the API's error with Try again, which loads the screen", async () => {
      fakeApi.use(failOnce(apiPath, 'The catalogue did not answer.'), answer(apiPath, body));
      renderRoute(path);
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Error: The catalogue did not answer.',
      );
      await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
      expect(await screenHeading()).toBeVisible();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });

    it(`says '${thing} not found' when the API has no such thing`, async () => {
      fakeApi.use(failure(apiPath, 404, 'NOT_FOUND', 'No such id.'));
      renderRoute(path);
      expect(
        await screen.findByRole('heading', { level: 1, name: `${thing} not found` }),
      ).toBeVisible();
      expect(screen.getByRole('link', { name: 'Back to search' })).toHaveAttribute('href', '/');
      if (backTo)
        expect(screen.getByRole('link', { name: backTo.name })).toHaveAttribute(
          'href',
          backTo.href,
        );
    });
  });
}
