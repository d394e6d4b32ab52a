/** The favourites API on both stores: SQLite in a temp folder and a real PostgreSQL on loopback. */
import { describe, expect, it } from 'vitest';
import { TEST_ISSUER } from '../support/test-tokens.ts';
import { favoritesHarnesses, tokenFor } from './favorites-harness.ts';

const movie = {
  mediaId: '603',
  mediaType: 'movie',
  mediaImageUrl: '/movie/603/poster.svg',
  mediaTitle: 'The Matrix',
};

describe.each(favoritesHarnesses())('the favourites API on %s', (_kind, open) => {
  const harness = open();

  const call = async (
    method: 'GET' | 'POST' | 'DELETE',
    user: string | null,
    options: { query?: Record<string, string>; body?: unknown } = {},
  ) =>
    harness.app.inject({
      method,
      url: '/api/favorites',
      query: options.query,
      payload: options.body as object | undefined,
      headers: user ? { authorization: `Bearer ${await tokenFor(user)}` } : {},
    });

  it('refuses every call without a valid token with 401 and a Bearer challenge', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await call(method, null, { query: { favoriteId: 'x' }, body: movie });
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toMatch(/^Bearer/);
      expect(response.json()).toMatchObject({ statusCode: 401, code: 'UNAUTHORIZED' });
    }
    const forged = await harness.app.inject({
      url: '/api/favorites',
      headers: { authorization: 'Bearer not.a.token' },
    });
    expect(forged.statusCode).toBe(401);
  });

  it('adds once, answers the existing favourite the second time, and lists it', async () => {
    const first = await call('POST', 'alice', { body: movie });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      ...movie,
      id: expect.any(String),
      createdAt: expect.any(String),
    });
    const again = await call('POST', 'alice', { body: movie });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);
    const list = await call('GET', 'alice');
    expect(list.headers['cache-control']).toBe('private, no-store');
    expect(list.json()).toEqual([first.json()]);
  });

  it('keeps exactly one row under 50 concurrent adds of the same item', async () => {
    const item = { ...movie, mediaId: '27205', mediaTitle: 'Inception' };
    const responses = await Promise.all(
      Array.from({ length: 200 }, () => call('POST', 'carol', { body: item })),
    );
    expect(responses.every((response) => [200, 201].includes(response.statusCode))).toBe(true);
    expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(1);
    expect(new Set(responses.map((response) => String(response.json().id))).size).toBe(1);
    expect((await call('GET', 'carol')).json()).toHaveLength(1);
  });

  it('lists newest first', async () => {
    for (const mediaId of ['1', '2', '3']) {
      await call('POST', 'dave', { body: { ...movie, mediaId, mediaTitle: `Title ${mediaId}` } });
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect(
      (await call('GET', 'dave')).json().map((favorite: { mediaId: string }) => favorite.mediaId),
    ).toEqual(['3', '2', '1']);
  });

  it('never shows or deletes another user’s favourite', async () => {
    const mine = (
      await call('POST', 'erin', {
        body: { ...movie, mediaType: 'tv', mediaId: '1399', mediaTitle: 'Game of Thrones' },
      })
    ).json();
    expect((await call('GET', 'frank')).json()).toEqual([]);
    const stolen = await call('DELETE', 'frank', { query: { favoriteId: mine.id } });
    expect(stolen.statusCode).toBe(404);
    const missing = await call('DELETE', 'frank', {
      query: { favoriteId: '00000000-0000-0000-0000-000000000000' },
    });
    expect(missing.json()).toEqual(stolen.json());
    expect((await call('GET', 'erin')).json()).toHaveLength(1);
  });

  it('deletes the caller’s own favourite', async () => {
    const saved = (
      await call('POST', 'gina', {
        body: { ...movie, mediaType: 'person', mediaId: '17419', mediaTitle: 'Bryan Cranston' },
      })
    ).json();
    const removed = await call('DELETE', 'gina', { query: { favoriteId: saved.id } });
    expect(removed.statusCode).toBe(204);
    expect((await call('GET', 'gina')).json()).toEqual([]);
    expect((await call('DELETE', 'gina', { query: { favoriteId: saved.id } })).statusCode).toBe(
      404,
    );
  });

  it.each([
    ['an unknown media type', { ...movie, mediaType: 'book' }],
    ['no media id', { ...movie, mediaId: undefined }],
    ['a media id that is not a number', { ...movie, mediaId: 'abc' }],
    ['an empty title', { ...movie, mediaTitle: '  ' }],
    ['an over-long title', { ...movie, mediaTitle: 'x'.repeat(301) }],
    ['an over-long image URL', { ...movie, mediaImageUrl: 'x'.repeat(501) }],
    ['no image URL at all', { ...movie, mediaImageUrl: undefined }],
  ])('answers 400 for %s', async (_label, body) => {
    const response = await call('POST', 'hank', { body });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, code: 'BAD_REQUEST' });
    expect((await call('GET', 'hank')).json()).toEqual([]);
  });

  it('takes the owner from the token, never from the body', async () => {
    const response = await call('POST', 'ivan', {
      body: { ...movie, owner: `${TEST_ISSUER}|judy` },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).not.toHaveProperty('owner');
    expect((await call('GET', 'judy')).json()).toEqual([]);
    expect((await call('GET', 'ivan')).json()).toHaveLength(1);
  });

  it.each([
    ['mediaTitle', { ...movie, mediaTitle: 'a\u0000b' }],
    ['mediaImageUrl', { ...movie, mediaImageUrl: '/a\u0000b.jpg' }],
    ['mediaTitle', { ...movie, mediaTitle: 'line\nbreak' }],
    ['mediaTitle', { ...movie, mediaTitle: 'bell\u0007' }],
  ])('refuses a control character in %s with a 400 naming it', async (field, body) => {
    const response = await call('POST', 'lena', { body });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      statusCode: 400,
      code: 'BAD_REQUEST',
      message: expect.stringMatching(
        new RegExp(`^Invalid request: ${field} must not contain control characters`),
      ),
    });
    expect((await call('GET', 'lena')).json()).toEqual([]);
  });

  it('keeps the cap of 1,000 under 100 concurrent adds from 990, and says what it is', async () => {
    const owner = `${TEST_ISSUER}|mona`;
    for (let i = 0; i < 990; i++)
      await harness.store.add(owner, {
        ...movie,
        mediaType: 'movie',
        mediaId: String(100_000 + i),
        mediaTitle: `Title ${i}`,
      });
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        call('POST', 'mona', { body: { ...movie, mediaId: String(200_000 + i) } }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 409)).toHaveLength(90);
    expect(responses.find((response) => response.statusCode === 409)?.json()).toEqual({
      statusCode: 409,
      code: 'LIMIT_REACHED',
      message: 'You can keep up to 1000 favorites. Remove one to add another.',
    });
    expect((await harness.store.list(owner)).length).toBe(1000);
    // One already saved is still answered at the cap, not refused.
    const again = await call('POST', 'mona', { body: { ...movie, mediaId: '100000' } });
    expect(again.statusCode).toBe(200);
  });

  it('answers 400 for a delete without favoriteId', async () => {
    expect((await call('DELETE', 'hank')).statusCode).toBe(400);
  });
});
