// @vitest-environment node
/**
 * The server render as the server calls it (entry-server.tsx), against the fake API over HTTP:
 * the route's loaders fetch the screen's data, its `head()` titles and describes the page, and a
 * page the catalogue cannot answer in time is not rendered at all.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { RenderedPage } from '@media-search/page-render';
import { configureServerRender, renderPage } from './entry-server.tsx';
import { API_ORIGIN, answer, failure, fakeApi, heldAnswer } from './testing/fake-api.ts';
import { fullMovie, MOVIE_ID } from './testing/fixtures/movie.ts';
import { movieResult } from './testing/fixtures/shared.ts';

// Every screen's code loads first, which in a test run that compiles it takes seconds.
beforeAll(
  () =>
    configureServerRender({
      origin: API_ORIGIN,
      fetch: (...args) => fetch(...args),
      deadlineMs: 60_000,
    }),
  120_000,
);

const render = async (path: string, language = 'en') => {
  const page = await renderPage({ url: `${API_ORIGIN}${path}`, language, watchRegion: 'US' });
  if (page.kind !== 'page') throw new Error(`${path} redirected to ${page.location}`);
  return page;
};

const title = (page: RenderedPage) => /<title>([^<]*)<\/title>/.exec(page.head)?.[1];
const meta = (page: RenderedPage, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"/>`).exec(page.head)?.[1];
const jsonLd = (page: RenderedPage) => {
  const text = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(page.head)?.[1];
  return text === undefined ? undefined : (JSON.parse(text) as Record<string, unknown>);
};

describe('a movie page', () => {
  it('is the movie screen, titled and described for search engines and link previews', async () => {
    fakeApi.use(answer(`/api/movie/${MOVIE_ID}`, fullMovie));
    const page = await render(`/movie/${MOVIE_ID}`);
    expect(page.status).toBe(200);
    expect(page.root).toContain('Orbit of Ash');
    expect(title(page)).toBe('Orbit of Ash | Media Search');
    expect(meta(page, 'description')).toBe(fullMovie.movieDetails.overview);
    expect(page.head).toContain(`<link rel="canonical" href="${API_ORIGIN}/movie/${MOVIE_ID}"/>`);
    expect(meta(page, 'og:type')).toBe('video.movie');
    expect(meta(page, 'og:image')).toBe(`${API_ORIGIN}/images/w500/orbit.jpg`);
    expect(meta(page, 'twitter:card')).toBe('summary_large_image');
    expect(jsonLd(page)).toMatchObject({ '@type': 'Movie', name: 'Orbit of Ash' });
  });

  it('carries its data once, in the router state the browser hydrates from', async () => {
    fakeApi.use(answer(`/api/movie/${MOVIE_ID}`, fullMovie));
    const page = await render(`/movie/${MOVIE_ID}`);
    expect(page.root).toContain('$_TSR');
    expect(page.root.split(fullMovie.movieDetails.overview).length - 1).toBe(2); // screen + state
  });

  it('is kept while its data is fresh, though the signed-out visitor’s own queries never ran', async () => {
    fakeApi.use(answer(`/api/movie/${MOVIE_ID}`, fullMovie));
    const page = await render(`/movie/${MOVIE_ID}`);
    expect(page.freshForSeconds).toBe(60);
  });

  it('keeps hostile catalogue text as text in the head and its JSON-LD', async () => {
    const hostile = '</script><script>alert(1)</script>"<b>';
    fakeApi.use(
      answer(`/api/movie/${MOVIE_ID}`, {
        ...fullMovie,
        movieDetails: { ...fullMovie.movieDetails, title: hostile, overview: hostile },
      }),
    );
    const page = await render(`/movie/${MOVIE_ID}`);
    expect(page.head).not.toContain('<script>alert(1)');
    expect(page.head).not.toContain('<b>');
    expect(jsonLd(page)).toMatchObject({ name: hostile, description: hostile });
  });

  it('is 404, titled as the not-found screen, for an id the catalogue does not know', async () => {
    fakeApi.use(failure(`/api/movie/${MOVIE_ID}`, 404, 'NOT_FOUND', 'No such movie.'));
    const page = await render(`/movie/${MOVIE_ID}`);
    expect(page.status).toBe(404);
    expect(title(page)).toBe('Movie not found | Media Search');
  });

  it('is not rendered when the catalogue fails: the server sends the shell instead', async () => {
    fakeApi.use(failure(`/api/movie/${MOVIE_ID}`, 502, 'UPSTREAM_ERROR', 'TMDB did not answer.'));
    await expect(render(`/movie/${MOVIE_ID}`)).rejects.toThrow(/did not load/);
  });
});

describe('a search in the address', () => {
  const results = {
    page: 1,
    totalPages: 1,
    totalResults: 1,
    results: [movieResult(101, 'Orbit of Ash', '1999-10-15')],
  };

  it('comes with its first results and its tabs’ counts, carried for the browser', async () => {
    fakeApi.use(
      answer('/api/search/orbit', results),
      answer('/api/search-counts/orbit', { all: 1, movie: 1, tv: 0, person: 0 }),
    );
    const page = await render('/?q=orbit');
    expect(page.status).toBe(200);
    expect(page.root).toContain('Results for orbit');
    expect(page.root).toContain('href="/movie/101"');
    expect(page.root).toMatch(/Movies \(1\)/);
    expect(title(page)).toBe('Search | Media Search');
  });

  it('is not rendered when the search fails: the server sends the shell instead', async () => {
    fakeApi.use(
      failure('/api/search/orbit', 502, 'UPSTREAM_ERROR', 'TMDB did not answer.'),
      answer('/api/search-counts/orbit', { all: 1, movie: 1, tv: 0, person: 0 }),
    );
    await expect(render('/?q=orbit')).rejects.toThrow(/did not load/);
  });
});

describe('other addresses', () => {
  it('no route answers are 404, with the not-found screen', async () => {
    const page = await render('/this-does-not-exist');
    expect(page.status).toBe(404);
  });

  it('a search the route rewrites is a redirect to its own address', async () => {
    const page = await renderPage({
      url: `${API_ORIGIN}/person/801?media=books`,
      language: 'en',
      watchRegion: 'US',
    });
    expect(page).toMatchObject({
      kind: 'redirect',
      location: expect.stringMatching(/^\/person\/801/),
    });
  });
});

describe('renders at once', () => {
  const WATCH_GUIDE = { en: 'Watch Guide', de: 'Wo ansehen', fr: 'Où regarder', es: 'Dónde ver' };
  const LANGUAGES = Object.keys(WATCH_GUIDE) as (keyof typeof WATCH_GUIDE)[];

  it('fifty pages in four languages each come back whole, in their own language', async () => {
    fakeApi.use(answer('/api/movie/:id', fullMovie));
    const requests = Array.from({ length: 50 }, (_, index) => ({
      language: LANGUAGES[index % LANGUAGES.length] ?? 'en',
      path: `/movie/${MOVIE_ID}?copy=${index}`,
    }));
    const pages = await Promise.all(requests.map(({ path, language }) => render(path, language)));
    pages.forEach((page, index) => {
      const { language } = requests[index] ?? { language: 'en' };
      expect(page.status).toBe(200);
      expect(title(page)).toBe('Orbit of Ash | Media Search');
      for (const other of LANGUAGES) {
        expect(page.root.includes(WATCH_GUIDE[other]), `${language} page: ${other}`).toBe(
          other === language,
        );
      }
    });
  });
});

describe('the home page', () => {
  it('carries no list still loading when it is rendered: the browser asks for those itself', async () => {
    const emptyList = { page: 1, totalPages: 1, totalResults: 0, results: [] };
    const rows = ['movie/popular', 'tvshow/popular', 'movie/trending', 'tvshow/trending'].map(
      (list) => heldAnswer(`/api/${list}`, emptyList),
    );
    fakeApi.use(...rows.map(({ handler }) => handler));
    const page = await render('/');
    for (const { release } of rows) release();
    expect(page.status).toBe(200);
    // A query sent pending rejects in the page once the render is over, and the rows, which
    // read it in the browser, would show nothing and never ask again.
    expect(page.root).not.toContain('"lists"');
    expect(page.root).not.toContain('redacted');
    // Nor is the page kept: the next visitor's comes with the rows, once the server has them.
    expect(page.freshForSeconds).toBe(0);
  });

  it('is kept while its data is fresh when every part of it has loaded', async () => {
    const emptyList = { page: 1, totalPages: 1, totalResults: 0, results: [] };
    fakeApi.use(
      ...['movie/popular', 'tvshow/popular', 'movie/trending', 'tvshow/trending'].map((list) =>
        answer(`/api/${list}`, emptyList),
      ),
    );
    const page = await render('/');
    expect(page.freshForSeconds).toBe(60);
  });
});
