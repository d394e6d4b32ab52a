/** Personal lists and public lists, on SQLite and PostgreSQL, against the fake TMDB. */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { List, ListItem } from '../../src/library/library-models.ts';
import { libraryHarnesses } from './library-harness.ts';

interface Details {
  list: List;
  items: { page: number; totalResults: number; totalPages: number; results: ListItem[] };
}

describe.each(libraryHarnesses())('lists on %s', (_kind, open) => {
  const harness = open();
  const create = (user: string, body: unknown) => harness.call(user, 'POST', '/api/me/lists', body);
  const makeList = async (user: string, name: string, extra: object = {}) => {
    const response = await create(user, { name, ...extra });
    expect(response.statusCode).toBe(201);
    return response.json<List>();
  };
  const lists = async (user: string, query = '') =>
    (await harness.call(user, 'GET', `/api/me/lists${query}`)).json<{
      totalResults: number;
      results: List[];
    }>();
  const details = async (user: string, id: string, query = '?pageSize=200') =>
    (await harness.call(user, 'GET', `/api/me/lists/${id}${query}`)).json<Details>();
  /** The list's titles in order, each with the position it was answered at. */
  const order = async (user: string, id: string) =>
    (await details(user, id)).items.results.map(
      (item) => `${item.position}:${item.mediaType}/${item.mediaId}`,
    );
  const add = (user: string, id: string, title: string) =>
    harness.call(user, 'PUT', `/api/me/lists/${id}/items/${title}`);
  const move = (user: string, id: string, title: string, position: unknown) =>
    harness.call(user, 'PATCH', `/api/me/lists/${id}/items/${title}`, { position });

  it('makes a private list, and answers it with the same name again instead of a second', async () => {
    const response = await create('ana', { name: '  Rainy Sundays ' });
    expect(response.statusCode).toBe(201);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const list = response.json<List>();
    expect(list).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'Rainy Sundays',
      description: '',
      public: false,
      itemCount: 0,
      posterPaths: [],
      createdAt: expect.any(String),
      updatedAt: list.createdAt,
    });
    const again = await create('ana', { name: 'RAINY SUNDAYS', description: 'other' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(list);
    expect(await lists('ana')).toEqual({
      page: 1,
      pageSize: 50,
      totalResults: 1,
      totalPages: 1,
      results: [list],
    });
  });

  it('keeps one list under 20 concurrent creates of one name', async () => {
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => create('ben', { name: 'Noir', public: true })),
    );
    expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(1);
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(19);
    expect(new Set(responses.map((response) => response.json<List>().id)).size).toBe(1);
    expect((await lists('ben')).totalResults).toBe(1);
  });

  it('stops at the cap of lists with a 409 that says so, even under concurrent creates', async () => {
    const statuses = (
      await Promise.all(['A', 'B', 'C', 'D', 'E', 'F'].map((name) => create('cap', { name })))
    ).map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 409)).toHaveLength(3);
    const full = await create('cap', { name: 'G' });
    expect(full.statusCode).toBe(409);
    expect(full.headers['cache-control']).toBe('private, no-store');
    expect(full.json()).toEqual({
      statusCode: 409,
      code: 'LIMIT_REACHED',
      message: 'You can keep up to 3 lists. Delete one to make another.',
    });
    const kept = (await lists('cap')).results[0] as List;
    expect((await create('cap', { name: kept.name })).statusCode).toBe(200);
    expect((await lists('cap')).totalResults).toBe(3);
  });

  it('adds titles last, keeping what a row shows, and a title once however often added', async () => {
    const list = await makeList('cy', 'Space');
    const first = await add('cy', list.id, 'movie/101');
    expect(first.statusCode).toBe(201);
    expect(first.headers['cache-control']).toBe('private, no-store');
    const item = first.json<ListItem>();
    expect(item).toEqual({
      id: expect.any(String),
      mediaType: 'movie',
      mediaId: 101,
      position: 0,
      title: 'Orbit of Ash',
      releaseDate: '1999-10-15',
      posterPath: '/orbit-poster.jpg',
      addedAt: expect.any(String),
    });
    for (const title of ['movie/102', 'tv/201', 'movie/104', 'tv/202'])
      expect((await add('cy', list.id, title)).statusCode).toBe(201);
    const again = await add('cy', list.id, 'movie/101');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(item);

    const answer = await details('cy', list.id, '?pageSize=2&page=2');
    expect(answer.list).toMatchObject({
      itemCount: 5,
      // Of the first four, those with a poster (Quiet Harbor has none).
      posterPaths: ['/orbit-poster.jpg', '/night-poster.jpg', '/low-orbit.jpg'],
    });
    expect(answer.items).toMatchObject({ page: 2, totalResults: 5, totalPages: 3 });
    expect(answer.items.results.map((each) => each.title)).toEqual([
      'Night Shift Diaries',
      'Low Orbit',
    ]);
    expect((await lists('cy')).results[0]).toMatchObject({ id: list.id, itemCount: 5 });
  });

  it('keeps one item under 30 concurrent identical adds', async () => {
    const list = await makeList('dee', 'Once');
    // The catalogue answers from its cache, so the adds reach the database together.
    await harness.live.inject('/api/tvshow/201');
    const responses = await Promise.all(
      Array.from({ length: 30 }, () => add('dee', list.id, 'tv/201')),
    );
    expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(1);
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(29);
    expect(new Set(responses.map((response) => response.json<ListItem>().id)).size).toBe(1);
    expect(await order('dee', list.id)).toEqual(['0:tv/201']);
    expect((await details('dee', list.id)).list.itemCount).toBe(1);
  });

  it('lets only as many concurrent adds through as the list has room for, at distinct places', async () => {
    const list = await makeList('eli', 'Full');
    const titles = [101, 102, 103, 104, 105, 107]
      .map((id) => `movie/${id}`)
      .concat([201, 202, 203, 204].map((id) => `tv/${id}`));
    for (const title of titles)
      await harness.live.inject(`/api/${title.replace('tv/', 'tvshow/')}`);
    const statuses = (await Promise.all(titles.map((title) => add('eli', list.id, title)))).map(
      (response) => response.statusCode,
    );
    expect(statuses.filter((status) => status === 201)).toHaveLength(6);
    expect(statuses.filter((status) => status === 409)).toHaveLength(4);
    const full = await add('eli', list.id, titles[statuses.indexOf(409)] as string);
    expect(full.json()).toEqual({
      statusCode: 409,
      code: 'LIMIT_REACHED',
      message: 'A list can hold up to 6 titles. Remove one to add another.',
    });
    const kept = await order('eli', list.id);
    expect(kept.map((entry) => entry.split(':')[0])).toEqual(['0', '1', '2', '3', '4', '5']);
    expect((await details('eli', list.id)).list.itemCount).toBe(6);
    // A title already on a full list is still answered.
    const onList = (kept[0] as string).split(':')[1] as string;
    expect((await add('eli', list.id, onList)).statusCode).toBe(200);
  });

  it('moves a title to a position, shifting those between, and closes the gap a removal leaves', async () => {
    const list = await makeList('fay', 'Order');
    for (const title of ['movie/101', 'movie/103', 'movie/104', 'tv/201'])
      await add('fay', list.id, title);
    const moved = await move('fay', list.id, 'movie/101', 2);
    expect(moved.statusCode).toBe(200);
    expect(moved.headers['cache-control']).toBe('private, no-store');
    expect(moved.json()).toMatchObject({ mediaType: 'movie', mediaId: 101, position: 2 });
    expect(await order('fay', list.id)).toEqual([
      '0:movie/103',
      '1:movie/104',
      '2:movie/101',
      '3:tv/201',
    ]);
    expect((await move('fay', list.id, 'tv/201', 0)).statusCode).toBe(200);
    expect(await order('fay', list.id)).toEqual([
      '0:tv/201',
      '1:movie/103',
      '2:movie/104',
      '3:movie/101',
    ]);
    // A keyboard move down by one, and a move to where it already is.
    expect((await move('fay', list.id, 'movie/103', 2)).statusCode).toBe(200);
    expect((await move('fay', list.id, 'movie/101', 3)).json()).toMatchObject({ position: 3 });
    expect(await order('fay', list.id)).toEqual([
      '0:tv/201',
      '1:movie/104',
      '2:movie/103',
      '3:movie/101',
    ]);

    const removed = await harness.call('fay', 'DELETE', `/api/me/lists/${list.id}/items/movie/104`);
    expect(removed.statusCode).toBe(204);
    expect(removed.headers['cache-control']).toBe('private, no-store');
    expect(await order('fay', list.id)).toEqual(['0:tv/201', '1:movie/103', '2:movie/101']);
    expect((await details('fay', list.id)).list.itemCount).toBe(3);
    const again = await harness.call('fay', 'DELETE', `/api/me/lists/${list.id}/items/movie/104`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({
      statusCode: 404,
      code: 'NOT_FOUND',
      message: 'That title is not on this list.',
    });
    expect((await move('fay', list.id, 'movie/104', 0)).statusCode).toBe(404);
    // The list was added to after it was made, so it is the most recently changed.
    await makeList('fay', 'Later');
    await add('fay', list.id, 'movie/104');
    expect((await lists('fay')).results.map((each) => each.name)).toEqual(['Order', 'Later']);
  });

  it.each([
    [
      'past the last title',
      3,
      'position 3 is past the end of this list, which holds 3 titles, at 0 to 2.',
    ],
    ['negative', -1, 'position'],
    ['not a number', 'first', 'position'],
    ['a fraction', 1.5, 'position'],
  ])('answers a position %s with a 400 and moves nothing', async (label, position, message) => {
    const user = `gus ${label}`;
    const list = await makeList(user, 'Bad moves');
    for (const title of ['movie/101', 'movie/103', 'movie/104']) await add(user, list.id, title);
    const response = await move(user, list.id, 'movie/101', position);
    expect(response.statusCode).toBe(400);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.json()).toEqual({
      statusCode: 400,
      code: 'BAD_REQUEST',
      message: expect.stringContaining(message),
    });
    expect(await order(user, list.id)).toEqual(['0:movie/101', '1:movie/103', '2:movie/104']);
  });

  it('renames, describes and publishes a list, changing only what is given', async () => {
    const list = await makeList('hal', 'Draft');
    const renamed = await harness.call('hal', 'PATCH', `/api/me/lists/${list.id}`, {
      name: 'Best of the 90s',
      description: 'Line one.\nLine two.',
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.headers['cache-control']).toBe('private, no-store');
    expect(renamed.json()).toMatchObject({
      id: list.id,
      name: 'Best of the 90s',
      description: 'Line one.\nLine two.',
      public: false,
    });
    const published = await harness.call('hal', 'PATCH', `/api/me/lists/${list.id}`, {
      public: true,
    });
    expect(published.json()).toMatchObject({
      name: 'Best of the 90s',
      description: 'Line one.\nLine two.',
      public: true,
    });
    // Only the case changes: the same list's own name.
    const recased = await harness.call('hal', 'PATCH', `/api/me/lists/${list.id}`, {
      name: 'BEST OF THE 90S',
    });
    expect(recased.json()).toMatchObject({ name: 'BEST OF THE 90S' });
    await makeList('hal', 'Other');
    const taken = await harness.call('hal', 'PATCH', `/api/me/lists/${list.id}`, {
      name: ' other ',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      statusCode: 409,
      code: 'NAME_TAKEN',
      message: 'You already have a list named “other”. Choose another name.',
    });
    expect((await details('hal', list.id)).list.name).toBe('BEST OF THE 90S');
  });

  it.each([
    ['an empty name', { name: '' }],
    ['a name of spaces', { name: '   ' }],
    ['a name over 100 characters', { name: 'x'.repeat(101) }],
    ['a name with a line break', { name: 'two\nlines' }],
    ['a description over 1,000 characters', { description: 'x'.repeat(1001) }],
    ['a description with a control character', { description: 'bell\u0007' }],
    ['a public flag that is no boolean', { public: 'sometimes' }],
    ['nothing to change', {}],
  ])('answers %s in the error shape and changes nothing', async (label, body) => {
    const user = `ida ${label}`;
    const list = await makeList(user, 'Untouched');
    const patched = await harness.call(user, 'PATCH', `/api/me/lists/${list.id}`, body);
    expect(patched.statusCode).toBe(400);
    expect(patched.headers['cache-control']).toBe('private, no-store');
    expect(patched.json()).toMatchObject({ statusCode: 400, code: 'BAD_REQUEST' });
    if (Object.keys(body).length > 0) {
      const created = await create(user, { name: 'New', ...body });
      expect(created.statusCode).toBe(400);
    }
    expect(await lists(user)).toMatchObject({ totalResults: 1, results: [list] });
  });

  it('answers a change of nothing but fields lists do not have with a 400', async () => {
    const list = await makeList('ike', 'Plain');
    const patched = await harness.call('ike', 'PATCH', `/api/me/lists/${list.id}`, {
      colour: 'red',
    });
    expect(patched.statusCode).toBe(400);
    expect(patched.json()).toEqual({
      statusCode: 400,
      code: 'BAD_REQUEST',
      message: 'Invalid request: give at least one of name, description and public to change.',
    });
    expect(await lists('ike')).toMatchObject({ results: [list] });
  });

  it('names what is wrong with a name or description', async () => {
    expect((await create('ivy', { name: 'x'.repeat(101) })).json()).toMatchObject({
      message: expect.stringMatching(/name.*100 characters/),
    });
    expect((await create('ivy', { name: ' ' })).json()).toMatchObject({
      message: 'Invalid request: name must not contain control characters, nor be only spaces.',
    });
    expect((await create('ivy', { name: 'A', description: 'bell\u0007' })).json()).toMatchObject({
      message:
        'Invalid request: description must not contain control characters other than line breaks and tabs.',
    });
    expect((await lists('ivy')).totalResults).toBe(0);
  });

  it.each([
    ['a person', 'person/101', 400],
    ['an id that is not a number', 'movie/abc', 400],
    ['an id of 0', 'movie/0', 400],
    ['an id the catalogue does not know', 'movie/999', 404],
  ])('answers adding %s in the error shape and keeps nothing', async (label, title, status) => {
    const user = `jo ${label}`;
    const list = await makeList(user, 'Bad titles');
    const response = await add(user, list.id, title);
    expect(response.statusCode).toBe(status);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.json()).toMatchObject({ statusCode: status, message: expect.any(String) });
    expect((await details(user, list.id)).list.itemCount).toBe(0);
  });

  it("answers another user's list as one that does not exist, on every endpoint, and leaves it be", async () => {
    const list = await makeList('kim', 'Mine', { public: true });
    await add('kim', list.id, 'movie/101');
    await add('kim', list.id, 'movie/103');
    const notFound = {
      statusCode: 404,
      code: 'NOT_FOUND',
      message: 'You have no list with that id.',
    };
    const attempts: [string, string, unknown?][] = [
      ['GET', ''],
      ['PATCH', '', { name: 'Stolen' }],
      ['DELETE', ''],
      ['PUT', '/items/movie/104'],
      ['PATCH', '/items/movie/101', { position: 1 }],
      ['DELETE', '/items/movie/101'],
    ];
    for (const id of [list.id, randomUUID(), 'not-a-uuid'])
      for (const [method, rest, body] of attempts) {
        const response = await harness.call('lee', method, `/api/me/lists/${id}${rest}`, body);
        expect(response.statusCode, `${method} ${rest} on ${id}`).toBe(404);
        expect(response.headers['cache-control']).toBe('private, no-store');
        expect(response.json()).toEqual(notFound);
      }
    expect((await lists('lee')).totalResults).toBe(0);
    expect((await harness.call('lee', 'GET', '/api/me/titles/movie/101')).json()).toMatchObject({
      lists: [],
    });
    const kept = await details('kim', list.id);
    expect(kept.list).toMatchObject({ name: 'Mine', public: true, itemCount: 2 });
    expect(await order('kim', list.id)).toEqual(['0:movie/101', '1:movie/103']);
  });

  it("tells a title's state which of the caller's lists hold it", async () => {
    const one = await makeList('max', 'One');
    const two = await makeList('max', 'Two');
    await add('max', one.id, 'movie/101');
    await add('max', two.id, 'movie/101');
    await add('max', two.id, 'tv/201');
    const movie = (await harness.call('max', 'GET', '/api/me/titles/movie/101')).json<{
      lists: string[];
    }>();
    expect(movie.lists.toSorted()).toEqual([one.id, two.id].toSorted());
    expect((await harness.call('max', 'GET', '/api/me/titles/tv/201')).json()).toMatchObject({
      lists: [two.id],
    });
    await harness.call('max', 'DELETE', `/api/me/lists/${two.id}/items/movie/101`);
    expect((await harness.call('max', 'GET', '/api/me/titles/movie/101')).json()).toMatchObject({
      lists: [one.id],
    });
  });

  it('deletes a list with its items', async () => {
    const list = await makeList('ned', 'Gone', { public: true });
    await add('ned', list.id, 'movie/101');
    const deleted = await harness.call('ned', 'DELETE', `/api/me/lists/${list.id}`);
    expect(deleted.statusCode).toBe(204);
    expect(deleted.headers['cache-control']).toBe('private, no-store');
    expect((await harness.call('ned', 'GET', `/api/me/lists/${list.id}`)).statusCode).toBe(404);
    expect((await harness.call('ned', 'DELETE', `/api/me/lists/${list.id}`)).statusCode).toBe(404);
    expect((await harness.call(null, 'GET', `/api/lists/${list.id}`)).statusCode).toBe(404);
    expect((await harness.call('ned', 'GET', '/api/me/titles/movie/101')).json()).toMatchObject({
      lists: [],
    });
    expect((await lists('ned')).totalResults).toBe(0);
  });

  it('sorts lists by name and pages them', async () => {
    for (const name of ['banana', 'Apple', 'cherry']) await makeList('ola', name);
    expect((await lists('ola', '?sort=name')).results.map((each) => each.name)).toEqual([
      'Apple',
      'banana',
      'cherry',
    ]);
    const second = await lists('ola', '?sort=name&pageSize=2&page=2');
    expect(second).toMatchObject({ page: 2, pageSize: 2, totalResults: 3, totalPages: 2 });
    expect(second.results.map((each) => each.name)).toEqual(['cherry']);
    for (const query of ['?sort=popularity', '?pageSize=1000', '?page=0'])
      expect((await harness.call('ola', 'GET', `/api/me/lists${query}`)).statusCode).toBe(400);
  });

  it('shows a public list to anyone, briefly cacheable, and a private one as no list at all', async () => {
    const list = await makeList('pia', 'Shared', { description: 'For the group.' });
    for (const title of ['tv/201', 'movie/101', 'movie/103']) await add('pia', list.id, title);
    const hidden = await harness.call(null, 'GET', `/api/lists/${list.id}`);
    const missing = await harness.call(null, 'GET', `/api/lists/${randomUUID()}`);
    const malformed = await harness.call(null, 'GET', '/api/lists/not-a-list');
    for (const response of [hidden, missing, malformed]) {
      expect(response.statusCode).toBe(404);
      expect(response.headers['cache-control']).toBe('public, max-age=60');
      expect(response.json()).toEqual({
        statusCode: 404,
        code: 'NOT_FOUND',
        message: 'There is no public list with that id.',
      });
    }

    await harness.call('pia', 'PATCH', `/api/me/lists/${list.id}`, { public: true });
    const shown = await harness.call(null, 'GET', `/api/lists/${list.id}?pageSize=2`);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['cache-control']).toBe('public, max-age=60');
    expect(shown.headers.etag).toEqual(expect.any(String));
    const body = shown.json<Record<string, unknown>>();
    expect(body).toEqual({
      id: list.id,
      name: 'Shared',
      description: 'For the group.',
      itemCount: 3,
      createdAt: list.createdAt,
      updatedAt: expect.any(String),
      items: {
        page: 1,
        pageSize: 2,
        totalResults: 3,
        totalPages: 2,
        results: [
          expect.objectContaining({ mediaType: 'tv', mediaId: 201, position: 0 }),
          expect.objectContaining({ mediaType: 'movie', mediaId: 101, position: 1 }),
        ],
      },
    });
    expect(JSON.stringify(body)).not.toContain('pia');
    // The same to a signed-in visitor, and through the other replica.
    const offline = await harness.call(
      'quin',
      'GET',
      `/api/lists/${list.id}?pageSize=2`,
      undefined,
      harness.offline,
    );
    expect(offline.json()).toEqual(body);
    const revalidated = await harness.live.inject({
      url: `/api/lists/${list.id}?pageSize=2`,
      headers: { 'if-none-match': shown.headers.etag as string },
    });
    expect(revalidated.statusCode).toBe(304);

    await harness.call('pia', 'PATCH', `/api/me/lists/${list.id}`, { public: false });
    expect((await harness.call(null, 'GET', `/api/lists/${list.id}`)).json()).toEqual(
      hidden.json(),
    );
  });

  it.each([
    ['GET', '/api/me/lists'],
    ['POST', '/api/me/lists'],
    ['GET', `/api/me/lists/${randomUUID()}`],
    ['PATCH', `/api/me/lists/${randomUUID()}`],
    ['DELETE', `/api/me/lists/${randomUUID()}`],
    ['PUT', `/api/me/lists/${randomUUID()}/items/movie/101`],
    ['PATCH', `/api/me/lists/${randomUUID()}/items/movie/101`],
    ['DELETE', `/api/me/lists/${randomUUID()}/items/movie/101`],
  ] as const)('answers %s %s without a token with 401', async (method, url) => {
    const response = await harness.call(
      null,
      method,
      url,
      method === 'POST' ? { name: 'x' } : undefined,
    );
    expect(response.statusCode).toBe(401);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.json()).toMatchObject({ statusCode: 401, code: 'UNAUTHORIZED' });
  });
});
