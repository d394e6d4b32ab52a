/** The home's rows made for a signed-in visitor, against the fake API. */
import type { GetBecauseYouLikedResponse, GetUpNextResponse } from '@media-search/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { AuthContext } from '@/lib/auth-context.ts';
import { answer, apiUrl, failure, fakeApi } from '@/testing/fake-api.ts';
import { signedIn } from '@/testing/fixtures/auth.ts';
import { renderWithApp } from '@/testing/render.tsx';
import { ForYouSection } from './for-you-section.tsx';

type UpNext = GetUpNextResponse['results'][number];

const episodeOf = (seriesId: number, seriesName: string, episodeNumber: number): UpNext => ({
  seriesId,
  seriesName,
  posterPath: null,
  seasonNumber: 1,
  episodeNumber,
  name: `${seriesName} ${episodeNumber}`,
  stillPath: null,
  airDate: '2020-01-01',
  lastWatchedOn: '2026-01-01',
});

/** Up Next as the API keeps it: marking a show's episode moves it on, past its last it leaves. */
function upNextApi(shows: { id: number; name: string; next: number; last: number }[]) {
  const marked: string[] = [];
  fakeApi.use(
    http.get(apiUrl('/api/me/up-next'), () =>
      HttpResponse.json({
        results: shows
          .filter((show) => show.next <= show.last)
          .map((show) => episodeOf(show.id, show.name, show.next)),
      } satisfies GetUpNextResponse),
    ),
    http.put(
      apiUrl('/api/me/history/tv/:showId/seasons/:season/episodes/:episode'),
      ({ params }) => {
        marked.push(`${String(params.showId)} S${String(params.season)}E${String(params.episode)}`);
        const show = shows.find((each) => each.id === Number(params.showId));
        if (show) show.next += 1;
        return HttpResponse.json({ marked: [], alreadyWatched: 0, removedFromWatchlist: null });
      },
    ),
    answer('/api/me/because-you-liked', { rows: [] } satisfies GetBecauseYouLikedResponse),
  );
  return marked;
}

const render = () =>
  renderWithApp(
    <AuthContext.Provider value={signedIn}>
      <ForYouSection />
    </AuthContext.Provider>,
  );

describe('the rows made for you', () => {
  it('marks the next episode watched and shows the one after it in place, focus kept', async () => {
    const marked = upNextApi([{ id: 201, name: 'Night Shift', next: 2, last: 5 }]);
    await render();
    const row = await screen.findByRole('region', { name: 'Up Next' });
    expect(within(row).getByRole('heading', { name: 'Night Shift' })).toBeVisible();
    expect(within(row).getByText('S01E02')).toBeVisible();
    const button = within(row).getByRole('button', {
      name: 'Mark Night Shift, season 1, episode 2 watched',
    });
    await userEvent.setup().click(button);

    expect(
      await within(row).findByRole('button', {
        name: 'Mark Night Shift, season 1, episode 3 watched',
      }),
    ).toHaveFocus();
    expect(within(row).getByText('S01E03')).toBeVisible();
    expect(within(row).getByText('Night Shift 3')).toBeVisible();
    expect(marked).toEqual(['201 S1E2']);
  });

  it("moves the focus to the next card when a show's last aired episode is marked", async () => {
    upNextApi([
      { id: 201, name: 'Night Shift', next: 5, last: 5 },
      { id: 202, name: 'Late Lamp', next: 1, last: 3 },
    ]);
    await render();
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Mark Night Shift, season 1, episode 5 watched' }),
    );
    await waitFor(() => expect(screen.queryByText('Night Shift')).not.toBeInTheDocument());
    expect(
      screen.getByRole('button', { name: 'Mark Late Lamp, season 1, episode 1 watched' }),
    ).toHaveFocus();
  });

  it('says so when a mark fails, and keeps the episode', async () => {
    fakeApi.use(
      answer('/api/me/up-next', { results: [episodeOf(201, 'Night Shift', 2)] }),
      answer('/api/me/because-you-liked', { rows: [] }),
      http.put(apiUrl('/api/me/history/tv/:showId/seasons/:season/episodes/:episode'), () =>
        HttpResponse.json(
          { statusCode: 503, code: 'DATABASE_UNAVAILABLE', message: 'Down.' },
          { status: 503 },
        ),
      ),
    );
    await render();
    await userEvent.setup().click(
      await screen.findByRole('button', {
        name: 'Mark Night Shift, season 1, episode 2 watched',
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Night Shift could not be marked watched. Please try again.',
    );
    expect(screen.getByText('S01E02')).toBeVisible();
  });

  it('shows a row per liked title, and nothing for rows that are empty or fail', async () => {
    fakeApi.use(
      failure('/api/me/up-next', 502, 'UPSTREAM_UNAVAILABLE', 'TMDB is down.'),
      answer('/api/me/because-you-liked', {
        rows: [
          {
            seed: { mediaType: 'movie', id: 101, title: 'Orbit of Ash' },
            results: [
              {
                id: 102,
                mediaType: 'movie',
                title: 'Quiet Harbor',
                name: null,
                backdropPath: null,
                posterPath: null,
                profilePath: null,
                releaseDate: '2001-01-01',
                firstAirDate: null,
                voteAverage: 7,
                popularity: 1,
                knownForDepartment: null,
              },
            ],
          },
        ],
      } satisfies GetBecauseYouLikedResponse),
    );
    await render();
    const row = await screen.findByRole('region', { name: 'Because you liked Orbit of Ash' });
    expect(within(row).getByRole('heading', { name: 'Quiet Harbor' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Up Next' })).not.toBeInTheDocument();
  });
});
