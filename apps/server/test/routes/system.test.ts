import { describe, expect, it } from 'vitest';
import { useFakeTmdbApp } from '../helpers.ts';

const fake = useFakeTmdbApp();

describe('system routes', () => {
  it('answers GET /api/health with 200 JSON', async () => {
    const response = await fake.app.inject('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('tells the web app it is live and where TMDB images live', async () => {
    expect((await fake.app.inject('/api/configuration')).json()).toEqual({
      catalog: 'live',
      imageBaseUrl: 'https://image.tmdb.org/t/p/w500',
      contentLanguages: ['en', 'de', 'fr', 'es'],
      auth: null,
    });
  });

  it('serves the OpenAPI document with every catalogue route and a docs page', async () => {
    const document = (await fake.app.inject('/api/openapi.json')).json();
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/actor/{actorId}',
        '/api/actor/popular',
        '/api/actor/trending',
        '/api/search/actor/{searchText}',
        '/api/movie/{externalId}',
        '/api/movie/popular',
        '/api/movie/trending',
        '/api/search/movie/{searchText}',
        '/api/search/{searchText}',
        '/api/search/tvshow/{searchText}',
        '/api/tvshow/{externalId}',
        '/api/tvshow/popular',
        '/api/tvshow/trending',
        '/api/tvshow/{seriesId}/seasons/{seasonNumber}',
        '/api/tvshow/{seriesId}/seasons/{seasonNumber}/episode/{episodeNumber}',
      ]),
    );
    const docs = await fake.app.inject('/api/docs/');
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-type']).toContain('text/html');
  });

  it('answers an unknown API path with a JSON 404, never an HTML page', async () => {
    const response = await fake.app.inject('/api/nothing/here');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      statusCode: 404,
      code: 'ROUTE_NOT_FOUND',
      message: 'There is no GET /api/nothing/here.',
    });
  });

  it('answers a method the API does not offer in the error shape', async () => {
    const response = await fake.app.inject({ method: 'DELETE', url: '/api/movie/101' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toHaveProperty('code', 'ROUTE_NOT_FOUND');
  });

  it('keeps the TMDB token out of every answer', async () => {
    for (const url of [
      '/api/movie/101',
      '/api/configuration',
      '/api/openapi.json',
      '/api/movie/999',
    ]) {
      expect((await fake.app.inject(url)).body).not.toContain('test-token-not-secret');
    }
  });
});
