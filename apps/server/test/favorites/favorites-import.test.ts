/** `POST /api/favorites/import` on both stores: all or nothing, within the cap, under the add's lock. */
import { describe, expect, it } from 'vitest';
import { MAX_FAVORITES_PER_OWNER } from '../../src/favorites/favorite.ts';
import { FavoritesLimitError } from '../../src/favorites/favorites-store.ts';
import { ImportOverLimitError } from '../../src/favorites/import-plan.ts';
import { favoritesHarnesses, ownerOf, tokenFor } from './favorites-harness.ts';

type MediaType = 'movie' | 'tv' | 'person';
const item = (
  mediaId: string,
  mediaType: MediaType = 'movie',
  mediaTitle = `Title ${mediaId}`,
) => ({
  mediaId,
  mediaType,
  mediaImageUrl: `/${mediaType}/${mediaId}/poster.svg`,
  mediaTitle,
});

describe.each(favoritesHarnesses())('importing favourites on %s', (_kind, open) => {
  const harness = open();

  const auth = async (user: string) => ({ authorization: `Bearer ${await tokenFor(user)}` });
  const importAs = async (user: string | null, body: unknown) =>
    harness.app.inject({
      method: 'POST',
      url: '/api/favorites/import',
      payload: body as object,
      headers: user ? await auth(user) : {},
    });
  const listOf = async (user: string) =>
    (await harness.app.inject({ url: '/api/favorites', headers: await auth(user) })).json<
      { mediaType: string; mediaId: string; mediaTitle: string }[]
    >();
  const keysOf = async (user: string) =>
    (await listOf(user)).map((favorite) => `${favorite.mediaType}:${favorite.mediaId}`);

  it('adds every item, answers them in the order sent, and lists them in that order', async () => {
    const items = [item('603'), item('1399', 'tv', 'Game of Thrones'), item('17419', 'person')];
    const response = await importAs('amy', { items });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const body = response.json();
    expect(body.skipped).toEqual([]);
    expect(body.added).toEqual(
      items.map((sent) => ({ ...sent, id: expect.any(String), createdAt: expect.any(String) })),
    );
    expect(await listOf('amy')).toEqual(body.added);
  });

  it('skips items already saved and items sent twice, and says which and why', async () => {
    await importAs('bob', { items: [item('1'), item('2')] });
    const response = await importAs('bob', {
      items: [item('2'), item('3'), item('3', 'tv'), item('3'), item('1')],
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.added.map((added: { mediaId: string }) => added.mediaId)).toEqual(['3', '3']);
    expect(body.skipped).toEqual([
      { index: 0, mediaId: '2', mediaType: 'movie', reason: 'alreadySaved' },
      { index: 3, mediaId: '3', mediaType: 'movie', reason: 'repeated' },
      { index: 4, mediaId: '1', mediaType: 'movie', reason: 'alreadySaved' },
    ]);
    expect(await keysOf('bob')).toEqual(['movie:3', 'tv:3', 'movie:1', 'movie:2']);
    // Nothing new: still 200, with everything skipped.
    const again = await importAs('bob', { items: [item('1')] });
    expect(again.json()).toEqual({
      added: [],
      skipped: [{ index: 0, mediaId: '1', mediaType: 'movie', reason: 'alreadySaved' }],
    });
  });

  it.each([
    ['an unknown media type', { mediaType: 'book' }, 'mediaType'],
    ['a media id that is not a number', { mediaId: 'abc' }, 'mediaId'],
    ['a blank title', { mediaTitle: '   ' }, 'mediaTitle'],
    ['a control character in the title', { mediaTitle: 'a\u0000b' }, 'mediaTitle'],
    ['an over-long image URL', { mediaImageUrl: 'x'.repeat(501) }, 'mediaImageUrl'],
  ])(
    'refuses an import whose third item has %s with a 400 naming it, and saves nothing',
    async (_label, change, field) => {
      const items = [item('10'), item('11'), { ...item('12'), ...change }, item('13')];
      const response = await importAs('cleo', { items });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        statusCode: 400,
        code: 'BAD_REQUEST',
        message: expect.stringMatching(new RegExp(`items[./]2[./]${field}\\b`)),
      });
      expect(await listOf('cleo')).toEqual([]);
    },
  );

  it('refuses an item without a title, an empty import, and a body that is no list', async () => {
    const { mediaTitle: _left, ...untitled } = item('20');
    for (const body of [{ items: [item('21'), untitled] }, { items: [] }, { items: 'all' }, {}]) {
      const response = await importAs('dora', body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ statusCode: 400, code: 'BAD_REQUEST' });
    }
    expect(await listOf('dora')).toEqual([]);
  });

  it(`refuses more than ${MAX_FAVORITES_PER_OWNER} items in one import`, async () => {
    const items = Array.from({ length: MAX_FAVORITES_PER_OWNER + 1 }, (_, i) => item(String(i)));
    const response = await importAs('emil', { items });
    expect(response.statusCode).toBe(400);
    expect(await listOf('emil')).toEqual([]);
  });

  it('takes a whole list of the longest items, and refuses a larger body with 413', async () => {
    const longest = (i: number) => ({
      mediaId: `${'1'.repeat(16)}${String(i).padStart(4, '0')}`,
      mediaType: 'person',
      mediaImageUrl: `https://image.example/${'p'.repeat(500 - 23)}`,
      mediaTitle: 'T'.repeat(300),
    });
    const items = Array.from({ length: MAX_FAVORITES_PER_OWNER }, (_, i) => longest(i));
    const full = await importAs('fay', { items });
    expect(full.statusCode).toBe(200);
    expect(full.json().added).toHaveLength(MAX_FAVORITES_PER_OWNER);

    const oversized = await importAs('gus', { items, padding: 'x'.repeat(200_000) });
    expect(oversized.statusCode).toBe(413);
    expect(oversized.json()).toMatchObject({ statusCode: 413 });
    expect(await listOf('gus')).toEqual([]);
  });

  it('refuses, saving nothing, an import whose new items would pass the cap', async () => {
    const owner = ownerOf('hana');
    for (let i = 0; i < MAX_FAVORITES_PER_OWNER - 3; i++)
      await harness.store.add(owner, item(String(100_000 + i)));
    // Three new items fit; the one already saved does not count against the cap.
    const fits = await importAs('hana', { items: [item('1'), item('100000'), item('2')] });
    expect(fits.statusCode).toBe(200);
    const over = await importAs('hana', { items: [item('3'), item('4'), item('5')] });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toEqual({
      statusCode: 409,
      code: 'LIMIT_REACHED',
      message:
        'This import would add 3 favorites to your 999, past the limit of 1000. ' +
        'Nothing was imported: remove some favorites or import fewer.',
    });
    expect(await harness.store.list(owner)).toHaveLength(MAX_FAVORITES_PER_OWNER - 1);
    expect(await keysOf('hana')).not.toContain('movie:3');
  });

  it('keeps the cap when imports and single adds race each other', async () => {
    const owner = ownerOf('ivy');
    for (let i = 0; i < MAX_FAVORITES_PER_OWNER - 30; i++)
      await harness.store.add(owner, item(String(100_000 + i)));
    // Twenty imports of 3 new items each and 40 single adds, started in turn on the store the
    // routes call (through HTTP, token checks would stagger them): only 30 more fit.
    const refusedAtCap = (error: unknown) => {
      if (error instanceof FavoritesLimitError || error instanceof ImportOverLimitError) return 0;
      throw error;
    };
    const changes: Promise<number>[] = [];
    for (let n = 0; n < 20; n++) {
      const items = Array.from({ length: 3 }, (_, i) => item(String(200_000 + n * 10 + i)));
      changes.push(
        harness.store.add(owner, item(String(300_000 + n * 2))).then(() => 1, refusedAtCap),
        harness.store.importMany(owner, items).then(({ added }) => added.length, refusedAtCap),
        harness.store.add(owner, item(String(300_001 + n * 2))).then(() => 1, refusedAtCap),
      );
    }
    const saved = await Promise.all(changes);
    expect(saved.reduce((sum, rows) => sum + rows, 0)).toBe(30);
    expect(await harness.store.list(owner)).toHaveLength(MAX_FAVORITES_PER_OWNER);
  });

  it('refuses an import without a valid token with 401, saving nothing', async () => {
    const response = await importAs(null, { items: [item('603')] });
    expect(response.statusCode).toBe(401);
    expect(response.headers['www-authenticate']).toMatch(/^Bearer/);
    expect(response.json()).toMatchObject({ statusCode: 401, code: 'UNAUTHORIZED' });
    const forged = await harness.app.inject({
      method: 'POST',
      url: '/api/favorites/import',
      payload: { items: [item('603')] },
      headers: { authorization: 'Bearer not.a.token' },
    });
    expect(forged.statusCode).toBe(401);
  });

  it('counts against the /api limit of the client that sends it', async () => {
    const remoteAddress = '10.9.0.1';
    // The default allowance, 600 a minute, spent on calls the limit counts like any other.
    for (let i = 0; i < 600; i++)
      await harness.app.inject({ url: '/api/favorites', remoteAddress });
    const refused = await harness.app.inject({
      method: 'POST',
      url: '/api/favorites/import',
      remoteAddress,
      payload: { items: [item('603')] },
      headers: await auth('jon'),
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED' });
    expect(await listOf('jon')).toEqual([]);
  });
});
