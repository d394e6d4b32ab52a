/**
 * "Delete my data" on SQLite and PostgreSQL: two users fill every personal table, one deletes;
 * every table the database's catalogue lists is then read whole, and holds nothing of that
 * user and everything of the other. The deleted user's earlier tokens answer 401 on both
 * replicas; a wrong confirmation deletes nothing.
 */
import { describe, expect, it } from 'vitest';
import type { LibraryDatabase } from '../../src/library/library-database.ts';
import { revocationKey, REVOCATION_CACHE_MS } from '../../src/library/token-revocations.ts';
import { accountDataHarnesses, ownerOf, tokenFor } from './account-data-harness.ts';

/** Tables with nothing of anyone's: the migration ledger, the shared match cache. */
const NOT_PERSONAL = new Set(['schema_migrations', 'import_matches']);
/** Kept by the deletion itself, under a hash of the owner. */
const REVOCATIONS = 'revoked_tokens';

type Row = Record<string, unknown>;

async function tableNames(db: LibraryDatabase): Promise<string[]> {
  const rows =
    db.kind === 'sqlite'
      ? await db.all<{ name: string }>(
          "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'",
        )
      : await db.all<{ name: string }>(
          `SELECT table_name AS name FROM information_schema.tables
           WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`,
        );
  return rows.map((row) => row.name).sort();
}

/** Every row of every table, each as JSON text (dates and numbers as the driver gives them). */
async function everything(db: LibraryDatabase): Promise<Map<string, string[]>> {
  const tables = new Map<string, string[]>();
  for (const table of await tableNames(db)) {
    const rows = await db.all<Row>(`SELECT * FROM ${table}`);
    tables.set(table, rows.map((row) => JSON.stringify(row)).sort());
  }
  return tables;
}

/**
 * The rows that are the user's: those naming the owner, and, again and again, those naming the
 * id of a row found so (a list's items, an import's rows).
 */
function rowsOf(tables: Map<string, string[]>, owner: string): Set<string> {
  const marks = new Set([owner]);
  const found = new Set<string>();
  for (let grew = true; grew;) {
    grew = false;
    for (const rows of tables.values())
      for (const row of rows) {
        if (found.has(row)) continue;
        const values = Object.values(JSON.parse(row) as Row).map(String);
        if (!values.some((value) => marks.has(value))) continue;
        found.add(row);
        const { id } = JSON.parse(row) as { id?: string | number };
        if (id !== undefined) marks.add(String(id));
        grew = true;
      }
  }
  return found;
}

describe.each(accountDataHarnesses())('delete my data on %s', (_kind, open) => {
  const harness = open();
  const erase = (user: string, confirm: string, token?: string) =>
    harness.call(user, 'DELETE', '/api/me', { body: { confirm }, token });

  it('erases every personal table of one user, keeps the other’s, and revokes the tokens', async () => {
    await harness.fill('dora', 'dora');
    await harness.fill('emil', 'emil');
    await harness.db.run('INSERT INTO import_matches (key, outcome, created_at) VALUES (?, ?, ?)', [
      'imdb:tt0000001',
      '{"status":"unmatched","candidates":[]}',
      new Date().toISOString(),
    ]);
    const doraToken = await tokenFor('dora');
    // Both replicas have seen Dora's token and remember it is not revoked.
    for (const app of [harness.first, harness.second])
      expect(
        (await harness.call('dora', 'GET', '/api/me/watchlist', { app, token: doraToken }))
          .statusCode,
      ).toBe(200);

    const before = await everything(harness.db);
    const doras = rowsOf(before, ownerOf('dora'));
    // Every table of the catalogue but the impersonal ones held some of Dora's rows, so a table
    // added later fails here until the fill (and the deletion) know it.
    for (const [table, rows] of before)
      if (!NOT_PERSONAL.has(table) && table !== REVOCATIONS)
        expect(
          rows.some((row) => doras.has(row)),
          `${table} holds none of Dora's rows`,
        ).toBe(true);

    const answer = await erase('dora', 'dora', doraToken);
    expect(answer.statusCode).toBe(204);
    expect(answer.headers['cache-control']).toBe('private, no-store');

    const after = await everything(harness.db);
    expect([...after.keys()]).toEqual([...before.keys()]);
    for (const [table, rows] of after) {
      if (table === REVOCATIONS) continue;
      expect(rows, table).toEqual((before.get(table) ?? []).filter((row) => !doras.has(row)));
    }
    // Nothing anywhere names Dora; her revocation is kept under a hash.
    expect(rowsOf(after, ownerOf('dora')).size).toBe(0);
    expect(
      after.get(REVOCATIONS)?.some((row) => row.includes(revocationKey(ownerOf('dora')))),
    ).toBe(true);
    expect(rowsOf(after, ownerOf('emil')).size).toBe(rowsOf(before, ownerOf('emil')).size);

    // Her token is refused at once where she deleted, and once its cache expires elsewhere.
    const refused = await harness.call('dora', 'GET', '/api/me/watchlist', { token: doraToken });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    harness.secondClock.advance(REVOCATION_CACHE_MS + 1);
    for (const url of ['/api/me/watchlist', '/api/favorites'])
      expect(
        (await harness.call('dora', 'GET', url, { app: harness.second, token: doraToken }))
          .statusCode,
      ).toBe(401);
    // Nor can the old token write anything back.
    expect(
      (await harness.call('dora', 'PUT', '/api/me/watchlist/movie/103', { token: doraToken }))
        .statusCode,
    ).toBe(401);
    // Emil's own token still works on both.
    for (const app of [harness.first, harness.second])
      expect((await harness.call('emil', 'GET', '/api/me/lists', { app })).statusCode).toBe(200);
  });

  it('answers 400 naming the account for a wrong confirmation, and deletes nothing', async () => {
    await harness.fill('fritz', 'fritz');
    const before = await everything(harness.db);
    for (const confirm of ['', 'Fritz', 'someone else']) {
      const answer = await erase('fritz', confirm);
      expect(answer.statusCode).toBe(400);
      expect(answer.headers['cache-control']).toBe('private, no-store');
      expect(answer.json()).toEqual({
        statusCode: 400,
        code: 'BAD_REQUEST',
        message: "To delete your data, type your account's name, “fritz”, exactly as shown.",
      });
    }
    expect(await everything(harness.db)).toEqual(before);
    expect((await harness.call('fritz', 'GET', '/api/me/lists')).statusCode).toBe(200);
  });

  it("confirms with the token's user name, else its name, else its email", async () => {
    const cases: { sub: string; claims: Record<string, string> }[] = [
      { sub: 'gus', claims: { preferred_username: 'gus.k', name: 'Gus K', email: 'g@k.test' } },
      { sub: 'hana', claims: { name: 'Hana M', email: 'h@m.test' } },
      { sub: 'ivo', claims: { email: 'ivo@example.test' } },
    ];
    for (const { sub, claims } of cases) {
      const token = await tokenFor(sub, claims);
      const expected = Object.values(claims)[0] as string;
      expect((await erase(sub, sub, token)).statusCode).toBe(400);
      expect((await erase(sub, expected, token)).statusCode).toBe(204);
    }
  });

  it('needs a valid token', async () => {
    const answer = await harness.first.inject({
      method: 'DELETE',
      url: '/api/me',
      payload: { confirm: 'nobody' },
    });
    expect(answer.statusCode).toBe(401);
  });
});
