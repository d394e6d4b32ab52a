/**
 * Catalogue answers in the UI's language, through the app's own router and query cache against
 * the fake API: requests carry `language`, and a switch shows the screen in the new language
 * without a reload, never the previous language's answer.
 */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { followLanguage } from '@/lib/catalogue-language.ts';
import { i18n } from '@/lib/i18n/i18n.ts';
import { answer, apiUrl, fakeApi } from '@/testing/fake-api.ts';
import { fullMovie, MOVIE_ID } from '@/testing/fixtures/movie.ts';
import { fullPerson, PERSON_ID } from '@/testing/fixtures/person.ts';
import {
  EPISODE_NUMBER,
  fullEpisode,
  fullSeason,
  fullShow,
  SEASON_NUMBER,
  SHOW_ID,
} from '@/testing/fixtures/tv.ts';
import { setTestLanguage } from '@/testing/language.ts';
import { renderRoute } from '@/testing/render-route.tsx';

const germanMovie = {
  ...fullMovie,
  movieDetails: { ...fullMovie.movieDetails, title: 'Asche im Orbit' },
};

/** The movie as the API answers it in each language, and the `language` of each request. */
function movieByLanguage(): (string | null)[] {
  const asked: (string | null)[] = [];
  fakeApi.use(
    http.get(apiUrl(`/api/movie/${MOVIE_ID}`), ({ request }) => {
      const language = new URL(request.url).searchParams.get('language');
      asked.push(language);
      return HttpResponse.json(language === 'de' ? germanMovie : fullMovie);
    }),
  );
  return asked;
}

let stopFollowing: (() => void) | undefined;
afterEach(() => stopFollowing?.());

/** The screen's heading is the original title (SPEC §2); a translated title shows below it. */
const heading = (name: string) => screen.findByRole('heading', { level: 1, name });
const germanTitle = () => screen.findByText('Asche im Orbit');

describe('content in the UI’s language', () => {
  it('asks in German after a switch and shows the German title, then English again', async () => {
    const asked = movieByLanguage();
    const { queryClient } = renderRoute(`/movie/${MOVIE_ID}`);
    stopFollowing = followLanguage(queryClient);
    await heading('Orbit of Ash (1999)');

    await act(() => setTestLanguage('de'));
    expect(await germanTitle()).toBeVisible();

    await act(() => setTestLanguage('en'));
    await heading('Orbit of Ash (1999)');
    await waitFor(() => expect(screen.queryByText('Asche im Orbit')).not.toBeInTheDocument());
    // English is the API's default: its requests name no language.
    expect(asked).toEqual([null, 'de', null]);
  });

  it('keeps the answer it has when more messages of the same language load', async () => {
    const asked = movieByLanguage();
    const { queryClient } = renderRoute(`/movie/${MOVIE_ID}`);
    stopFollowing = followLanguage(queryClient);
    await heading('Orbit of Ash (1999)');
    // What the root route does before a screen other than search: Lingui says 'change'.
    act(() => {
      i18n.load('en', { 'test.more': 'More English' });
    });
    await heading('Orbit of Ash (1999)');
    expect(asked).toEqual([null]);
  });

  it('asks in the UI’s language from the first request', async () => {
    await setTestLanguage('de');
    const asked = movieByLanguage();
    renderRoute(`/movie/${MOVIE_ID}`);
    expect(await germanTitle()).toBeVisible();
    expect(asked).toEqual(['de']);
  });
});

describe('the note on an English-only catalogue', () => {
  const note = 'Titel und Beschreibungen im Demokatalog sind auf Englisch.';
  const offline = { catalog: 'offline', imageBaseUrl: '/art/w500', contentLanguages: ['en'] };

  it('says in German that the demo catalogue is in English', async () => {
    await setTestLanguage('de');
    fakeApi.use(answer('/api/configuration', { ...offline, auth: null }));
    movieByLanguage();
    renderRoute(`/movie/${MOVIE_ID}`);
    await germanTitle();
    expect(screen.getByText(note)).toBeVisible();
  });

  it('says nothing when the catalogue speaks the UI’s language', async () => {
    await setTestLanguage('de');
    movieByLanguage();
    renderRoute(`/movie/${MOVIE_ID}`);
    await germanTitle();
    expect(screen.queryByText(note)).not.toBeInTheDocument();
  });
});

describe('English text on a page in another language', () => {
  const offline = { catalog: 'offline', imageBaseUrl: '/art/w500', contentLanguages: ['en'] };
  const seasonPath = `/tvshow/${SHOW_ID}/seasons/${SEASON_NUMBER}`;
  /** Each screen, the catalogue's answer and the texts of its own it shows. */
  const SCREENS = [
    {
      path: `/movie/${MOVIE_ID}`,
      api: `/api/movie/${MOVIE_ID}`,
      body: fullMovie,
      texts: ['Nothing burns forever.', fullMovie.movieDetails.overview],
    },
    {
      path: `/tv/${SHOW_ID}`,
      api: `/api/tvshow/${SHOW_ID}`,
      body: fullShow,
      texts: ['Harbour Lights', 'Every light is a promise.', fullShow.overview],
    },
    {
      path: `/tvseason?series=${SHOW_ID}&season=${SEASON_NUMBER}`,
      api: `/api${seasonPath}`,
      body: fullSeason,
      texts: ['The Storm Year', fullSeason.overview],
    },
    {
      path: `/tvepisode?series=${SHOW_ID}&season=${SEASON_NUMBER}&episode=${EPISODE_NUMBER}`,
      api: `/api${seasonPath}/episode/${EPISODE_NUMBER}`,
      body: fullEpisode,
      texts: [fullEpisode.name, fullEpisode.overview],
    },
    {
      path: `/person/${PERSON_ID}`,
      api: `/api/actor/${PERSON_ID}`,
      body: fullPerson,
      texts: ['Born by the sea. Started on the stage.'],
      // The biography shows once its panel is open.
      expand: 'Biografie',
    },
  ];

  it.each(SCREENS)('marks the catalogue’s English as English on $path', async (page) => {
    await setTestLanguage('de');
    fakeApi.use(
      answer('/api/configuration', { ...offline, auth: null }),
      answer(page.api, page.body),
    );
    renderRoute(page.path);
    if (page.expand)
      await userEvent.click(await screen.findByRole('button', { name: page.expand }));
    for (const text of page.texts) {
      expect((await screen.findByText(text)).closest('[lang]')).toHaveAttribute('lang', 'en');
    }
  });

  it('marks nothing when the catalogue speaks the UI’s language', async () => {
    await setTestLanguage('de');
    movieByLanguage();
    renderRoute(`/movie/${MOVIE_ID}`);
    expect((await germanTitle()).closest('[lang="en"]')).toBeNull();
    expect(screen.getByText('Nothing burns forever.').closest('[lang="en"]')).toBeNull();
  });
});
