/**
 * Catalogue answers in the UI's language, through the app's own router and query cache against
 * the fake API: requests carry `language`, and a switch shows the screen in the new language
 * without a reload, never the previous language's answer; switching back shows the answer the
 * cache kept for that language, without asking again.
 */
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
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

/** Every request the fake API gets from now on, as path and query. */
function everyRequest(): string[] {
  const requests: string[] = [];
  const record = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    requests.push(url.pathname + url.search);
  };
  fakeApi.events.on('request:start', record);
  stopRecording = () => fakeApi.events.removeListener('request:start', record);
  return requests;
}

let stopRecording: (() => void) | undefined;
afterEach(() => stopRecording?.());

/** The screen's heading is the original title (SPEC §2); a translated title shows below it. */
const heading = (name: string) => screen.findByRole('heading', { level: 1, name });
const germanTitle = () => screen.findByText('Asche im Orbit');

describe('content in the UI’s language', () => {
  it('asks in German after a switch, and shows English again from the cache', async () => {
    const asked = movieByLanguage();
    const requests = everyRequest();
    const { queryClient } = renderRoute(`/movie/${MOVIE_ID}`);
    await heading('Orbit of Ash (1999)');
    const inEnglish = requests.length;

    await act(() => setTestLanguage('de'));
    expect(await germanTitle()).toBeVisible();
    // The German screen's catalogue requests all name German; the configuration and the watch
    // regions are the same in every language.
    const german = requests.slice(inEnglish);
    expect(german).toContainEqual(
      expect.stringMatching(new RegExp(`^/api/movie/${MOVIE_ID}\\?region=[A-Z]{2}&language=de$`)),
    );
    expect(german.filter((request) => !request.endsWith('language=de'))).toEqual([]);

    await act(() => setTestLanguage('en'));
    await heading('Orbit of Ash (1999)');
    expect(screen.queryByText('Asche im Orbit')).not.toBeInTheDocument();
    expect(queryClient.isFetching()).toBe(0);
    // English is the API's default: its requests name no language. Back in English, nothing
    // was asked again: the answers in both languages stay in the cache under keys of their own.
    expect(asked).toEqual([null, 'de']);
    expect(requests.slice(inEnglish + german.length)).toEqual([]);
  });

  it('keeps the answer it has when more messages of the same language load', async () => {
    const asked = movieByLanguage();
    renderRoute(`/movie/${MOVIE_ID}`);
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
