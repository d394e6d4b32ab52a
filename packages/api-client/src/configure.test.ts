import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ApiError,
  configureApiClient,
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
  res
    .writeHead(200, { 'content-type': 'application/json' })
    .end(JSON.stringify({ movieDetails: { id: 7 } }));
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
  it('calls the API with the bearer token and returns the body', async () => {
    const { data } = await getMovie({ path: { externalId: 7 } });
    expect(data).toEqual({ movieDetails: { id: 7 } });
    expect(received.at(-1)).toEqual({ url: '/api/movie/7', authorization: 'Bearer token-123' });
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

describe('resolveApiBaseUrl', () => {
  it('uses the local server on port 5002 from localhost', () => {
    expect(
      resolveApiBaseUrl({
        hostname: 'localhost',
        origin: 'http://localhost:5173',
        protocol: 'http:',
      }),
    ).toBe('http://localhost:5002');
  });

  it('uses the page origin anywhere else', () => {
    expect(
      resolveApiBaseUrl({
        hostname: 'media.example',
        origin: 'https://media.example',
        protocol: 'https:',
      }),
    ).toBe('https://media.example');
  });
});
