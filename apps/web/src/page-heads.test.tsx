// @vitest-environment node
/**
 * Each page's head as the server render writes it (entry-server.tsx, the real routes and their
 * `head()`), for search engines and link previews: the title the app gives the tab, the
 * description, the canonical address, Open Graph, the Twitter card and schema.org's JSON-LD, for
 * every kind of details page, the fixed screens and the not-found screens, in the UI's language.
 * The API is faked at the HTTP level with answers written here (testing/fixtures/).
 */
import type { MovieResponse } from '@media-search/api-client';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RenderedPage } from '@media-search/page-render';
import { configureServerRender, renderPage } from './entry-server.tsx';
import { API_ORIGIN, answer, apiUrl, failure, fakeApi } from './testing/fake-api.ts';
import { COLLECTION_ID, fullCollection } from './testing/fixtures/collection.ts';
import { moviePage, tvPage } from './testing/fixtures/discover.ts';
import { fullMovie, MOVIE_ID } from './testing/fixtures/movie.ts';
import { fullPerson, PERSON_ID } from './testing/fixtures/person.ts';
import { castMember } from './testing/fixtures/shared.ts';
import {
  EPISODE_NUMBER,
  fullEpisode,
  fullSeason,
  fullShow,
  SEASON_NUMBER,
  SHOW_ID,
} from './testing/fixtures/tv.ts';

const IMAGES = `${API_ORIGIN}/images/w500`;

/** A client build's manifest, cut down: the movie screen, the home rows and two languages. */
const MANIFEST = {
  'index.html': { file: 'assets/index-abc.js' },
  'src/routes/movie.$id.tsx?tsr-split=component': {
    file: 'assets/movie.lazy-m1.js',
    imports: ['index.html', '_shared-s1.js'],
  },
  '_shared-s1.js': { file: 'assets/shared-s1.js' },
  'src/features/lists/components/home-rows.tsx': {
    file: 'assets/home-rows-h1.js',
    imports: ['index.html'],
  },
  'src/lib/i18n/messages/en-screens.ts': { file: 'assets/en-screens-x1.js' },
  'src/lib/i18n/messages/fr.ts': { file: 'assets/fr-f1.js' },
};

// Every screen's code loads first, which in a test run that compiles it takes seconds.
beforeAll(
  () =>
    configureServerRender({
      origin: API_ORIGIN,
      fetch: (...args) => fetch(...args),
      manifest: MANIFEST,
      deadlineMs: 60_000,
    }),
  120_000,
);

const render = async (path: string, language = 'en', watchRegion = 'US') => {
  const page = await renderPage({ url: `${API_ORIGIN}${path}`, language, watchRegion });
  if (page.kind !== 'page') throw new Error(`${path} redirected to ${page.location}`);
  return page;
};

/** An attribute's or element's text as the browser reads it. */
const decode = (text: string) =>
  text
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&amp;', '&');

const title = (page: RenderedPage) => decode(/<title>([^<]*)<\/title>/.exec(page.head)?.[1] ?? '');

/** Every value of a meta tag, in order. */
const metas = (page: RenderedPage, key: string) =>
  [
    ...page.head.matchAll(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"/>`, 'g')),
  ].map((match) => decode(match[1] ?? ''));
const meta = (page: RenderedPage, key: string) => metas(page, key)[0];

const canonical = (page: RenderedPage) =>
  decode(/<link rel="canonical" href="([^"]*)"\/>/.exec(page.head)?.[1] ?? '');

const jsonLd = (page: RenderedPage) => {
  const text = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(page.head)?.[1];
  return text === undefined ? undefined : (JSON.parse(text) as Record<string, unknown>);
};

/** The API paths (with their queries) the renders asked for, from the call to the test's end. */
function apiRequests(): string[] {
  const paths: string[] = [];
  fakeApi.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    paths.push(url.pathname + url.search);
  });
  return paths;
}
afterEach(() => fakeApi.events.removeAllListeners());

/** The lists' first pages, with nothing in them, each in its endpoint's envelope. */
const emptyLists = [
  http.get(apiUrl('/api/movie/:list'), () => HttpResponse.json(moviePage([]))),
  http.get(apiUrl('/api/tvshow/:list'), () => HttpResponse.json(tvPage([]))),
];

describe('a movie page', () => {
  it('previews in chat apps with the movie’s title, description, address and site', async () => {
    fakeApi.use(answer(`/api/movie/${MOVIE_ID}`, fullMovie));
    const page = await render(`/movie/${MOVIE_ID}`);
    expect(metas(page, 'description')).toEqual([fullMovie.movieDetails.overview]);
    expect(page.head.match(/<title>/g)).toHaveLength(1);
    expect(meta(page, 'og:title')).toBe('Orbit of Ash');
    expect(meta(page, 'og:description')).toBe(fullMovie.movieDetails.overview);
    expect(meta(page, 'og:url')).toBe(`${API_ORIGIN}/movie/${MOVIE_ID}`);
    expect(meta(page, 'og:site_name')).toBe('Media Search');
  });

  it('describes the film as a schema.org Movie: facts, people, rating and IMDb page', async () => {
    // Twelve billed: the first ten, in billing order, name who is in it.
    const cast = Array.from({ length: 12 }, (_, index) =>
      castMember(900 + index, `Player ${index + 1}`, ''),
    );
    fakeApi.use(
      answer(`/api/movie/${MOVIE_ID}`, {
        ...fullMovie,
        castAndCrew: { ...fullMovie.castAndCrew, cast },
      } satisfies MovieResponse),
    );
    const ld = jsonLd(await render(`/movie/${MOVIE_ID}`));
    expect(ld).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Movie',
      name: 'Orbit of Ash',
      url: `${API_ORIGIN}/movie/${MOVIE_ID}`,
      image: `${IMAGES}/orbit.jpg`,
      description: fullMovie.movieDetails.overview,
      datePublished: '1999-10-15',
      genre: ['Drama', 'Science Fiction'],
      duration: 'PT139M',
      contentRating: 'R',
      director: [{ '@type': 'Person', name: 'Ada Fenwick', url: `${API_ORIGIN}/person/301` }],
      actor: cast.slice(0, 10).map(({ id, name }) => ({
        '@type': 'Person',
        name,
        url: `${API_ORIGIN}/person/${id}`,
      })),
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: 8.4,
        bestRating: 10,
        worstRating: 0,
        ratingCount: 2000,
      },
      sameAs: ['https://www.imdb.com/title/tt0000101/'],
    });
  });

  it('cuts a long overview at a word, under 200 characters, for its description', async () => {
    const overview = `${'A salvage crew drifts past the rings of a dead planet. '.repeat(6)}End.`;
    fakeApi.use(
      answer(`/api/movie/${MOVIE_ID}`, {
        ...fullMovie,
        movieDetails: { ...fullMovie.movieDetails, overview },
      } satisfies MovieResponse),
    );
    const page = await render(`/movie/${MOVIE_ID}`);
    const description = meta(page, 'description') ?? '';
    expect(description.length).toBeLessThan(200);
    expect(description).toMatch(/ the…$/);
    expect(overview.startsWith(description.slice(0, -1))).toBe(true);
    expect(meta(page, 'og:description')).toBe(description);
    // The structured data keeps the whole overview.
    expect(jsonLd(page)?.description).toBe(overview);
  });

  it('is asked of the API in the page’s language and watch region, and titled in it', async () => {
    const requests = apiRequests();
    const german = {
      ...fullMovie,
      movieDetails: {
        ...fullMovie.movieDetails,
        title: 'Asche im Orbit',
        overview: 'Eine Bergungscrew findet ein Schiff, das es nicht geben dürfte.',
      },
    } satisfies MovieResponse;
    fakeApi.use(
      http.get(apiUrl(`/api/movie/${MOVIE_ID}`), ({ request }) =>
        HttpResponse.json(
          new URL(request.url).searchParams.get('language') === 'de' ? german : fullMovie,
        ),
      ),
    );
    const page = await render(`/movie/${MOVIE_ID}`, 'de', 'AT');
    expect(requests.filter((path) => path.startsWith(`/api/movie/${MOVIE_ID}?`))).toEqual([
      `/api/movie/${MOVIE_ID}?region=AT&language=de`,
    ]);
    expect(title(page)).toBe('Asche im Orbit | Media Search');
    expect(meta(page, 'description')).toBe(german.movieDetails.overview);
    expect(meta(page, 'og:title')).toBe('Asche im Orbit');
    expect(jsonLd(page)).toMatchObject({ '@type': 'Movie', name: 'Asche im Orbit' });
  });

  it('keeps a hostile picture path and genre as text, inside their attribute and JSON-LD', async () => {
    const attack = '</script><script>alert(1)</script><img src=x onerror=alert(2)>"\'&\u2028';
    fakeApi.use(
      answer(`/api/movie/${MOVIE_ID}`, {
        ...fullMovie,
        movieDetails: {
          ...fullMovie.movieDetails,
          posterPath: '/x.jpg" onload="alert(3)',
          genres: [{ id: 1, name: attack }],
        },
      } satisfies MovieResponse),
    );
    const page = await render(`/movie/${MOVIE_ID}`);
    // The head's only script is its JSON-LD.
    expect(page.head.match(/<script/g)).toHaveLength(1);
    expect(page.head).not.toContain('<img');
    expect(page.head).not.toContain('onload="');
    expect(meta(page, 'og:image')).toBe(`${IMAGES}/x.jpg%22%20onload=%22alert(3)`);
    expect(jsonLd(page)?.genre).toEqual([attack]);
  });
});

describe('the other details pages', () => {
  it('a TV show: video.tv_show, a TVSeries with its creators, ended only once it has', async () => {
    fakeApi.use(answer(`/api/tvshow/${SHOW_ID}`, fullShow));
    const page = await render(`/tv/${SHOW_ID}`);
    expect(page.status).toBe(200);
    expect(title(page)).toBe('Harbour Lights | Media Search');
    expect(canonical(page)).toBe(`${API_ORIGIN}/tv/${SHOW_ID}`);
    expect(meta(page, 'og:type')).toBe('video.tv_show');
    expect(meta(page, 'og:image')).toBe(`${IMAGES}/harbour.jpg`);
    expect(meta(page, 'twitter:card')).toBe('summary_large_image');
    expect(jsonLd(page)).toMatchObject({
      '@type': 'TVSeries',
      name: 'Harbour Lights',
      startDate: '2019-09-01',
      creator: [{ '@type': 'Person', name: 'Iris Calder', url: `${API_ORIGIN}/person/602` }],
      actor: [{ name: 'Nell Avery' }],
      aggregateRating: { ratingValue: 7.8, ratingCount: 310 },
      sameAs: ['https://www.imdb.com/title/tt0000501/'],
    });
    expect(jsonLd(page)).not.toHaveProperty('endDate');

    fakeApi.use(answer(`/api/tvshow/${SHOW_ID}`, { ...fullShow, status: 'Ended' }));
    expect(jsonLd(await render(`/tv/${SHOW_ID}`))).toMatchObject({ endDate: '2021-03-02' });
  });

  it('a season: titled "{show}: Season {n}", a TVSeason of its series', async () => {
    fakeApi.use(answer(`/api/tvshow/${SHOW_ID}/seasons/${SEASON_NUMBER}`, fullSeason));
    const page = await render(`/tvseason?series=${SHOW_ID}&season=${SEASON_NUMBER}`);
    expect(page.status).toBe(200);
    expect(title(page)).toBe('Harbour Lights: Season 2 | Media Search');
    expect(canonical(page)).toBe(`${API_ORIGIN}/tvseason?series=${SHOW_ID}&season=2`);
    expect(meta(page, 'og:type')).toBe('video.tv_show');
    expect(jsonLd(page)).toMatchObject({
      '@type': 'TVSeason',
      name: 'The Storm Year',
      seasonNumber: 2,
      numberOfEpisodes: 2,
      partOfSeries: { '@type': 'TVSeries', name: 'Harbour Lights', url: `${API_ORIGIN}/tv/501` },
      episode: [
        { '@type': 'TVEpisode', episodeNumber: 1, name: 'Low Tide' },
        { '@type': 'TVEpisode', episodeNumber: 2, name: 'High Water' },
      ],
    });
  });

  it('an episode: video.episode with its still, a TVEpisode with director and guest stars', async () => {
    fakeApi.use(
      answer(`/api/tvshow/${SHOW_ID}/seasons/${SEASON_NUMBER}/episode/${EPISODE_NUMBER}`, {
        ...fullEpisode,
        stillPath: '/high-water.jpg',
      }),
    );
    const path = `/tvepisode?series=${SHOW_ID}&season=${SEASON_NUMBER}&episode=${EPISODE_NUMBER}`;
    const page = await render(path);
    expect(page.status).toBe(200);
    expect(title(page)).toBe('Harbour Lights: High Water | Media Search');
    expect(canonical(page)).toBe(`${API_ORIGIN}${path}`);
    expect(meta(page, 'og:type')).toBe('video.episode');
    expect(meta(page, 'og:image')).toBe(`${IMAGES}/high-water.jpg`);
    expect(jsonLd(page)).toMatchObject({
      '@type': 'TVEpisode',
      name: 'High Water',
      episodeNumber: 2,
      duration: 'PT51M',
      partOfSeason: { '@type': 'TVSeason', seasonNumber: 2 },
      partOfSeries: { '@type': 'TVSeries', name: 'Harbour Lights' },
      // The director alone of its crew, and its guest stars as its actors.
      director: [{ '@type': 'Person', name: 'Lena Marsh', url: `${API_ORIGIN}/person/702` }],
      actor: [{ '@type': 'Person', name: 'Owen Pike', url: `${API_ORIGIN}/person/701` }],
    });
  });

  it('a person: a profile, a schema.org Person with their birth date', async () => {
    // No portrait: no picture to promise, and the small card.
    fakeApi.use(answer(`/api/actor/${PERSON_ID}`, { ...fullPerson, profilePath: null }));
    const page = await render(`/person/${PERSON_ID}`);
    expect(page.status).toBe(200);
    expect(title(page)).toBe('Mara Quell | Media Search');
    expect(meta(page, 'og:type')).toBe('profile');
    expect(meta(page, 'og:image')).toBeUndefined();
    expect(meta(page, 'twitter:card')).toBe('summary');
    expect(meta(page, 'description')).toBe('Born by the sea. Started on the stage.');
    expect(jsonLd(page)).toMatchObject({
      '@type': 'Person',
      name: 'Mara Quell',
      birthDate: '1950-02-10',
      deathDate: '2020-01-05',
      birthPlace: 'Port Ellen, Scotland',
      sameAs: ['https://www.imdb.com/name/nm0000801/'],
    });
    expect(jsonLd(page)).not.toHaveProperty('image');
  });

  it('a collection: a CreativeWorkSeries of its films, in order', async () => {
    fakeApi.use(answer(`/api/collection/${COLLECTION_ID}`, fullCollection));
    const page = await render(`/collection/${COLLECTION_ID}`);
    expect(page.status).toBe(200);
    expect(title(page)).toBe('The Ash Collection | Media Search');
    expect(meta(page, 'og:type')).toBe('website');
    expect(jsonLd(page)).toMatchObject({
      '@type': 'CreativeWorkSeries',
      name: 'The Ash Collection',
      hasPart: [
        { '@type': 'Movie', name: 'Orbit of Ash', url: `${API_ORIGIN}/movie/101` },
        { '@type': 'Movie', name: 'Embers Rising', url: `${API_ORIGIN}/movie/102` },
        { '@type': 'Movie', name: 'Ashfall', url: `${API_ORIGIN}/movie/108` },
      ],
    });
  });
});

describe('the fixed screens', () => {
  it('carry the site’s description, their own title and address, and no JSON-LD', async () => {
    const about = await render('/about');
    expect(about.status).toBe(200);
    expect(title(about)).toBe('About | Media Search');
    expect(meta(about, 'description')).toBe('Search and browse movies, TV shows and people.');
    expect(meta(about, 'og:type')).toBe('website');
    expect(canonical(about)).toBe(`${API_ORIGIN}/about`);
    expect(jsonLd(about)).toBeUndefined();
  });

  it('the search screen is titled Search', async () => {
    const home = await render('/');
    expect(home.status).toBe(200);
    expect(title(home)).toBe('Search | Media Search');
    expect(canonical(home)).toBe(`${API_ORIGIN}/`);
  });

  it('are titled and described in the UI’s language', async () => {
    fakeApi.use(...emptyLists);
    const popular = await render('/popular/movies', 'es');
    expect(title(popular)).toBe('Películas populares | Media Search');
    expect(meta(popular, 'description')).toBe('Busca y explora películas, series y personas.');
    expect(title(await render('/about', 'de'))).toBe('Über | Media Search');
  });
});

describe('addresses that name nothing', () => {
  it.each([
    [`/tv/${SHOW_ID}`, `/api/tvshow/${SHOW_ID}`, 'TV show not found'],
    [`/person/${PERSON_ID}`, `/api/actor/${PERSON_ID}`, 'Person not found'],
    [
      `/tvepisode?series=${SHOW_ID}&season=1&episode=99`,
      `/api/tvshow/${SHOW_ID}/seasons/1/episode/99`,
      'Episode not found',
    ],
  ])('%s is 404, titled "%s" as its not-found screen', async (path, api, heading) => {
    fakeApi.use(failure(api, 404, 'NOT_FOUND', 'No such thing.'));
    const page = await render(path);
    expect(page.status).toBe(404);
    expect(title(page)).toBe(`${heading} | Media Search`);
    expect(jsonLd(page)).toBeUndefined();
  });

  it.each([
    ['fr', 'Film introuvable'],
    ['de', 'Film nicht gefunden'],
    ['es', 'Película no encontrada'],
  ])('in %s, a missing movie is titled "%s"', async (language, heading) => {
    fakeApi.use(failure(`/api/movie/${MOVIE_ID}`, 404, 'NOT_FOUND', 'No such movie.'));
    const page = await render(`/movie/${MOVIE_ID}`, language);
    expect(page.status).toBe(404);
    expect(title(page)).toBe(`${heading} | Media Search`);
  });

  it('an id that cannot be one is 404, asked of the API as 0, which it refuses', async () => {
    const requests = apiRequests();
    const refused = 'Invalid request: externalId must be at least 1.';
    fakeApi.use(
      failure('/api/movie/0', 400, 'BAD_REQUEST', refused),
      failure('/api/actor/0', 400, 'BAD_REQUEST', refused),
      failure('/api/tvshow/0/seasons/1', 400, 'BAD_REQUEST', refused),
    );
    for (const path of ['/movie/abc', '/movie/1.5', '/person/12abc']) {
      expect((await render(path)).status, path).toBe(404);
    }
    // A season of no show: the route writes the id it read, and that address is a 404.
    const noShow = await renderPage({
      url: `${API_ORIGIN}/tvseason?season=1`,
      language: 'en',
      watchRegion: 'US',
    });
    expect(noShow).toMatchObject({ kind: 'redirect', location: '/tvseason?season=1&series=0' });
    expect((await render('/tvseason?season=1&series=0')).status).toBe(404);
    // Never read as another title's id (12abc is not 12).
    expect(requests.filter((path) => !path.startsWith('/api/configuration'))).toEqual([
      '/api/movie/0?region=US',
      '/api/movie/0?region=US',
      '/api/actor/0',
      '/api/tvshow/0/seasons/1',
    ]);
  });
});

/** The files a page's start names (app/start-after-paint.ts), the entry first. */
const startFiles = (page: RenderedPage) =>
  JSON.parse(
    /<script type="application\/json" id="app-files">([^<]*)<\/script>/.exec(page.start)?.[1] ??
      'null',
  ) as unknown;

describe('the files a page’s screen runs first', () => {
  it('are the entry, its route’s code and the messages of its language, from the build’s manifest', async () => {
    fakeApi.use(answer(`/api/movie/${MOVIE_ID}`, fullMovie));
    const movieFiles = ['/assets/movie.lazy-m1.js', '/assets/shared-s1.js'];
    expect(startFiles(await render(`/movie/${MOVIE_ID}`))).toEqual([
      '/assets/index-abc.js',
      '/assets/en-screens-x1.js',
      ...movieFiles,
    ]);
    expect(startFiles(await render(`/movie/${MOVIE_ID}`, 'fr'))).toEqual([
      '/assets/index-abc.js',
      '/assets/fr-f1.js',
      ...movieFiles,
    ]);
  });
});
