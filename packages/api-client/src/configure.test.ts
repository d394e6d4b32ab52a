import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ApiError,
  configureApiClient,
  getConfiguration,
  getFavorites,
  getMovie,
  getSeason,
  RequiredParameterError,
  resolveApiBaseUrl,
} from './index.ts';

const received: { url: string; authorization: string | undefined }[] = [];
const server = http.createServer((req, res) => {
  received.push({ url: req.url ?? '', authorization: req.headers.authorization });
  if (req.url === '/api/movie/404') {
    res.writeHead(404, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({ statusCode: 404, code: 'NOT_FOUND', message: 'No movie has the id 404.' }),
    );
    return;
  }
  if (req.url === '/api/movie/500') {
    res.writeHead(500, { 'content-type': 'text/html' }).end('<h1>oops</h1>');
    return;
  }
  const body = req.url === '/api/favorites' ? [] : { movieDetails: { id: 7 } };
  res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  configureApiClient({
    baseUrl: `http://127.0.0.1:${port}`,
    getAccessToken: async () => 'token-123',
  });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the configured client', () => {
  it('calls the catalogue without the token and returns the body', async () => {
    const { data } = await getMovie({ path: { externalId: 7 } });
    expect(data).toEqual({ movieDetails: { id: 7 } });
    expect(received.at(-1)).toEqual({ url: '/api/movie/7', authorization: undefined });
  });

  it('sends the bearer token on secured calls', async () => {
    await getFavorites();
    expect(received.at(-1)).toEqual({ url: '/api/favorites', authorization: 'Bearer token-123' });
  });

  it('throws the server message as an ApiError', async () => {
    const error = await getMovie({ path: { externalId: 404 } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      statusCode: 404,
      code: 'NOT_FOUND',
      message: 'No movie has the id 404.',
    });
  });

  it('gives a readable message when the answer is not our error shape', async () => {
    const error = await getMovie({ path: { externalId: 500 } }).catch((e: unknown) => e);
    expect(error).toMatchObject({
      statusCode: 500,
      message: 'The server answered 500 Internal Server Error',
    });
  });

  it('refuses a call whose path parameter is missing, without sending it', async () => {
    const before = received.length;
    const call = getSeason({ path: { seriesId: 1, seasonNumber: undefined as unknown as number } });
    await expect(call).rejects.toThrow(RequiredParameterError);
    await expect(call).rejects.toThrow('Required parameter seasonNumber was null or undefined');
    expect(received.length).toBe(before);
  });
});

describe('the content language', () => {
  it('is a call’s own query parameter, sent as given and nowhere else', async () => {
    await getMovie({ path: { externalId: 7 }, query: { region: 'DE', language: 'de' } });
    expect(received.at(-1)?.url).toBe('/api/movie/7?region=DE&language=de');
    await getSeason({ path: { seriesId: 1, seasonNumber: 2 }, query: { language: 'fr' } });
    expect(received.at(-1)?.url).toBe('/api/tvshow/1/seasons/2?language=fr');
    // The client adds none of its own: English, the API's default, names none.
    await getSeason({ path: { seriesId: 1, seasonNumber: 2 } });
    expect(received.at(-1)?.url).toBe('/api/tvshow/1/seasons/2');
    await getFavorites();
    expect(received.at(-1)?.url).toBe('/api/favorites');
    await getConfiguration();
    expect(received.at(-1)?.url).toBe('/api/configuration');
  });
});

describe('resolveApiBaseUrl', () => {
  it('uses the local server on port 5002 from a development server on localhost', () => {
    const page = { hostname: 'localhost', origin: 'http://localhost:5173', protocol: 'http:' };
    expect(resolveApiBaseUrl(page, { devServer: true })).toBe('http://localhost:5002');
  });

  it('uses its own origin when the API server served the page, on any port', () => {
    const page = { hostname: 'localhost', origin: 'http://localhost:8080', protocol: 'http:' };
    expect(resolveApiBaseUrl(page, { devServer: false })).toBe('http://localhost:8080');
  });

  it('uses the page origin anywhere else', () => {
    const page = { hostname: 'media.example', origin: 'https://media.example', protocol: 'https:' };
    expect(resolveApiBaseUrl(page, { devServer: true })).toBe('https://media.example');
  });
});
