/**
 * Leaving and coming back: a user's JSON export, imported into a fresh account through the same
 * upload, preview and import a visitor uses, gives an account whose own export says the same
 * thing, on SQLite and PostgreSQL. Only the moments the copy was made at may differ.
 */
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import type { ExportDocument } from '../../src/library/export/export-document.ts';
import { accountDataHarnesses, tokenFor } from './account-data-harness.ts';

function multipart(fileName: string, text: string) {
  const boundary = `----roundtrip${randomUUID()}`;
  return {
    payload: Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
        `Content-Type: application/json\r\n\r\n${text}\r\n--${boundary}--\r\n`,
    ),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** The export without the moments rows were written at, which a copy made today cannot keep. */
function content(document: ExportDocument) {
  const { exportedAt: _exportedAt, ...rest } = document;
  return {
    ...rest,
    history: rest.history.map(({ createdAt: _createdAt, ...entry }) => entry),
    lists: rest.lists.map(({ createdAt: _c, updatedAt: _u, items, ...list }) => ({
      ...list,
      items: items.map(({ addedAt: _addedAt, ...item }) => item),
    })),
  };
}

describe.each(accountDataHarnesses())('an export imported into a new account on %s', (_k, open) => {
  const harness = open();

  it('gives an identical account', async () => {
    await harness.fill('leaving', 'leaving');
    // A person: favourites are the one kind that holds people.
    const person = await harness.call('leaving', 'POST', '/api/favorites', {
      body: { mediaType: 'person', mediaId: '301', mediaTitle: 'Mara Quill', mediaImageUrl: '' },
    });
    expect(person.statusCode).toBe(201);
    const exported = await harness.call('leaving', 'GET', '/api/me/export');
    expect(exported.statusCode).toBe(200);

    const { payload, contentType } = multipart('media-search.json', exported.body);
    const uploaded = await harness.first.inject({
      method: 'POST',
      url: '/api/me/imports',
      payload,
      headers: {
        authorization: `Bearer ${await tokenFor('arriving')}`,
        'content-type': contentType,
      },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(202);
    const { id } = uploaded.json<{ id: string }>();
    let job: { status: string; summary: Record<string, { unmatched: number }> | null };
    for (;;) {
      job = (await harness.call('arriving', 'GET', `/api/me/imports/${id}`)).json();
      if (job.status !== 'matching') break;
      await sleep(20);
    }
    expect(job.status).toBe('ready');
    // Every title of our own export is named by its TMDB id: nothing is left to choose.
    for (const counts of Object.values(job.summary ?? {})) expect(counts.unmatched).toBe(0);

    const imported = await harness.call('arriving', 'POST', `/api/me/imports/${id}/apply`, {
      body: {},
    });
    expect(imported.statusCode, imported.body).toBe(200);

    const copy = await harness.call('arriving', 'GET', '/api/me/export');
    expect(content(copy.json<ExportDocument>())).toEqual(content(exported.json<ExportDocument>()));
  });
});
