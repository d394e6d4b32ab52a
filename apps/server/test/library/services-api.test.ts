/**
 * A visitor's streaming services (`/api/me/services`) and the watchlist narrowed to them
 * (`streaming=mine`), on SQLite and PostgreSQL. The fake TMDB answers the same provider list
 * for every region: Netflix (8), Amazon Prime Video (9) and WOW (30). Orbit of Ash (movie 101)
 * streams on Max (1899) and Netflix in the US, show 201 on Max only.
 */
import { describe, expect, it } from 'vitest';
import { libraryHarnesses } from './library-harness.ts';

interface Services {
  region: string | null;
  providers: { providerId: number; providerName: string; logoPath: string | null }[];
}

describe.each(libraryHarnesses())('streaming services on %s', (_kind, open) => {
  const harness = open();
  const put = (user: string, body: unknown, app = harness.live) =>
    harness.call(user, 'PUT', '/api/me/services', body, app);
  const get = async (user: string, app = harness.live) => {
    const response = await harness.call(user, 'GET', '/api/me/services', undefined, app);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    return response.json<Services>();
  };

  it('answers no region and no providers before the first choice', async () => {
    expect(await get('nia')).toEqual({ region: null, providers: [] });
  });

  it('keeps the choice, named by the catalogue, most prominent first; the same PUT twice is one choice', async () => {
    const body = { region: 'US', providerIds: [9, 8, 9] };
    const first = await put('ola', body);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-store');
    const expected = {
      region: 'US',
      providers: [
        {
          providerId: 8,
          providerName: 'Netflix',
          logoPath: expect.stringMatching(/netflix\.jpg$/),
        },
        {
          providerId: 9,
          providerName: 'Amazon Prime Video',
          logoPath: expect.stringMatching(/prime\.jpg$/),
        },
      ],
    };
    expect(first.json()).toEqual(expected);
    expect((await put('ola', body)).json()).toEqual(expected);
    expect(await get('ola')).toEqual(expected);
    // The other replica reads the same row.
    expect(await get('ola', harness.offline)).toEqual(expected);
    // A new choice replaces the old whole.
    expect((await put('ola', { region: 'DE', providerIds: [30] })).statusCode).toBe(200);
    expect((await get('ola')).providers.map((p) => p.providerId)).toEqual([30]);
    expect((await put('ola', { region: 'US', providerIds: [] })).statusCode).toBe(200);
    expect(await get('ola')).toEqual({ region: 'US', providers: [] });
  });

  it('never shows one visitor’s services to another', async () => {
    await put('pam', { region: 'US', providerIds: [8] });
    await put('rex', { region: 'DE', providerIds: [30] });
    expect((await get('pam')).providers.map((p) => p.providerId)).toEqual([8]);
    expect(await get('rex')).toMatchObject({ region: 'DE', providers: [{ providerId: 30 }] });
    expect(await get('sue')).toEqual({ region: null, providers: [] });
    const anonymous = await harness.call(null, 'GET', '/api/me/services');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['cache-control']).toBe('private, no-store');
  });

  it.each([
    [{ region: 'XX', providerIds: [8] }, 'Region XX is not one the catalogue knows'],
    [{ region: 'US', providerIds: [8, 77, 424242] }, 'Provider 77, 424242 is not offered in US'],
    [{ region: 'US', providerIds: [424242] }, 'Provider 424242 is not offered in US'],
    [{ region: 'us', providerIds: [] }, 'body/region'],
    [{ region: 'US', providerIds: [0] }, 'body/providerIds/0'],
    [{ region: 'US' }, 'providerIds'],
    [
      { region: 'US', providerIds: Array.from({ length: 101 }, (_, i) => i + 1) },
      'body/providerIds',
    ],
  ])('answers %j with a 400 naming what is wrong, and keeps the choice', async (body, named) => {
    await put('tom', { region: 'US', providerIds: [8] });
    const response = await put('tom', body);
    expect(response.statusCode).toBe(400);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.json()).toMatchObject({ statusCode: 400, code: expect.any(String) });
    expect(response.json().message).toContain(named);
    expect((await get('tom')).providers.map((p) => p.providerId)).toEqual([8]);
  });

  it('offline, answers 400 for a region the pack has no providers in', async () => {
    const response = await put('uma', { region: 'US', providerIds: [8] }, harness.offline);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('Region US');
  });

  it('narrows the watchlist’s streaming titles to the caller’s services', async () => {
    for (const path of ['movie/101', 'tv/201', 'movie/103'])
      expect((await harness.call('vic', 'PUT', `/api/me/watchlist/${path}`)).statusCode).toBe(201);
    const mine = async () => {
      const response = await harness.call(
        'vic',
        'GET',
        '/api/me/watchlist?region=US&streaming=mine',
      );
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-store');
      return response.json<{ totalResults: number; results: { mediaId: number }[] }>();
    };
    expect(await mine()).toMatchObject({ totalResults: 0, results: [] });
    await put('vic', { region: 'US', providerIds: [8] });
    expect((await mine()).results.map((item) => item.mediaId)).toEqual([101]);
    // Another visitor's services narrow nothing of vic's.
    await put('wyn', { region: 'US', providerIds: [9] });
    expect((await mine()).totalResults).toBe(1);
    const all = await harness.call('vic', 'GET', '/api/me/watchlist?region=US&streaming=now');
    expect(all.json().totalResults).toBe(2);
  });
});
