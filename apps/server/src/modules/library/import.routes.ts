import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import type { Catalog } from '../../catalog/catalog.ts';
import { BadRequestError, NotFoundError } from '../../errors.ts';
import type { ChosenTitle } from '../../library/import/import-job-models.ts';
import { ImportRunner } from '../../library/import/import-runner.ts';
import { MatchCache } from '../../library/import/match-cache.ts';
import { readUploadOffThread } from '../../library/import/read-upload-off-thread.ts';
import { TitleMatcher } from '../../library/import/title-matcher.ts';
import { pageOf } from '../../library/library-models.ts';
import type { LibraryStore } from '../../library/library-store.ts';
import { ImportAnswers } from './import-answers.ts';
import { authErrors, errorRef, security } from './library-schemas.ts';
import { ownerOf } from './me-scope.ts';
import { providersOf } from './services.routes.ts';

const tags = ['Import'];

/** The largest upload: a Letterboxd or Trakt export of a lifetime is a few megabytes. */
export const MAX_UPLOAD_BYTES = 25 * 1024 * 1024;

const JobParams = Type.Object({ id: Type.String({ description: 'The import job' }) });
const RowParams = Type.Object({
  id: Type.String({ description: 'The import job' }),
  rowId: Type.Integer({ minimum: 1, maximum: 1_000_000, description: 'The row to decide' }),
});

const RowDecision = Type.Union(
  [
    Type.Object(
      {
        choice: Type.Union([Type.Ref('ChosenTitle'), Type.Literal('skip')], {
          description: 'The title this row means, or skip to leave it out',
        }),
      },
      { additionalProperties: false },
    ),
    Type.Object(
      {
        keep: Type.Enum(['mine', 'file'], {
          description: "A conflicting rating: keep the caller's, or take the file's",
        }),
      },
      { additionalProperties: false },
    ),
  ],
  { description: 'A title (or skip) for an unmatched or ambiguous row, or which rating to keep' },
);

const ApplyBody = Type.Object(
  {
    conflicts: Type.Optional(
      Type.Enum(['mine', 'file'], {
        description: 'For conflicting ratings not decided one by one (mine when none is given)',
      }),
    ),
  },
  { additionalProperties: false },
);

export const importRoutes: FastifyPluginAsyncTypebox<{
  store: LibraryStore;
  catalog: Catalog;
}> = async (app, { store, catalog }) => {
  const matcher = new TitleMatcher(catalog, new MatchCache(store.db));
  const runner = new ImportRunner(store.imports, matcher);
  const answers = new ImportAnswers(store);
  app.addHook('onClose', () => runner.close());
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 0, parts: 1 },
  });

  app.post(
    '/imports',
    {
      schema: {
        operationId: 'addImport',
        summary: 'Upload an export from Letterboxd, IMDb, Trakt or Media Search to import',
        description:
          'multipart/form-data with one field, `file` (at most 25 MB): a Letterboxd export zip ' +
          'or one of its CSV files, an IMDb CSV, a Trakt JSON or zip export, or our own export. ' +
          'The file is read at once: a file that cannot be read answers 400 naming its file, ' +
          'row and column, and nothing is kept. Otherwise 202 with the job, whose titles are ' +
          'then looked up in the background (follow it with getImport). 409 while the caller ' +
          'has an import not yet finished.',
        tags,
        security,
        consumes: ['multipart/form-data'],
        body: Type.Object(
          { file: Type.String({ format: 'binary', description: 'The export file' }) },
          { required: ['file'] },
        ),
        response: {
          202: Type.Ref('ImportJob'),
          400: errorRef,
          409: errorRef,
          413: errorRef,
          ...authErrors,
        },
      },
      // The multipart body is read as a stream by the handler, not validated as an object.
      validatorCompiler: () => () => true,
    },
    async (request, reply) => {
      const owner = ownerOf(request);
      const part = await request.file();
      if (!part || part.fieldname !== 'file')
        throw new BadRequestError('Send the export file as the form field “file”.');
      const bytes = new Uint8Array(await part.toBuffer());
      const upload = await readUploadOffThread(part.filename, bytes);
      const { job } = await store.imports.create(owner, part.filename, upload);
      runner.start(owner, job.id, (error) =>
        app.log.error({ err: error, job: job.id }, 'import matching failed'),
      );
      return reply.status(202).send(job);
    },
  );

  app.get(
    '/imports',
    {
      schema: {
        operationId: 'getImports',
        summary: "The caller's imports, newest first (the last 10 are kept)",
        tags,
        security,
        response: { 200: Type.Array(Type.Ref('ImportJob')), ...authErrors },
      },
    },
    async (request) => answers.jobs(ownerOf(request)),
  );

  app.get(
    '/imports/:id',
    {
      schema: {
        operationId: 'getImport',
        summary: 'An import: its progress while titles are looked up, then its preview counts',
        tags,
        security,
        params: JobParams,
        response: { 200: Type.Ref('ImportJob'), 404: errorRef, ...authErrors },
      },
    },
    async (request) => answers.job(await store.imports.get(ownerOf(request), request.params.id)),
  );

  app.get(
    '/imports/:id/rows',
    {
      schema: {
        operationId: 'getImportRows',
        summary: 'A page of the rows that need a decision',
        description:
          'ambiguous: several titles fit; unmatched: none was found (both with candidates to ' +
          'choose from, or skip); conflicting: a rating the caller already gave differently.',
        tags,
        security,
        params: JobParams,
        querystring: Type.Object({
          outcome: Type.Enum(['ambiguous', 'unmatched', 'conflicting']),
          page: Type.Integer({ minimum: 1, maximum: 10_000, default: 1, description: 'From 1' }),
          pageSize: Type.Integer({
            minimum: 1,
            maximum: 100,
            default: 20,
            description: 'Rows per page, 1 to 100 (20 when none is given)',
          }),
        }),
        response: { 200: pageOf('ImportRow'), 404: errorRef, 409: errorRef, ...authErrors },
      },
    },
    async (request) => {
      const { outcome, page, pageSize } = request.query;
      return answers.rows(ownerOf(request), request.params.id, outcome, { page, pageSize });
    },
  );

  app.put(
    '/imports/:id/rows/:rowId',
    {
      schema: {
        operationId: 'updateImportRow',
        summary: 'Decide a row: the title it means, skip it, or which rating to keep',
        description:
          'Idempotent. 400 for a title the catalogue does not know or a decision that does not ' +
          'fit the row; 409 once the job is imported.',
        tags,
        security,
        params: RowParams,
        body: RowDecision,
        response: {
          200: Type.Ref('ImportRow'),
          400: errorRef,
          404: errorRef,
          409: errorRef,
          502: errorRef,
          504: errorRef,
          ...authErrors,
        },
      },
    },
    async (request) => {
      const owner = ownerOf(request);
      const { id, rowId } = request.params;
      const body = request.body;
      if ('keep' in body) return answers.decide(owner, id, rowId, { keep: body.keep });
      if (body.choice === 'skip') return answers.decide(owner, id, rowId, { choice: 'skip' });
      // The schema checked it against ChosenTitle, which a Ref leaves untyped.
      const { mediaType, mediaId } = body.choice as ChosenTitle;
      // Looked up before the decision is written: a slow catalogue holds no transaction.
      const target = await matcher.chosen(
        (await answers.item(owner, id, rowId)).ref,
        mediaType,
        mediaId,
      );
      return answers.decide(owner, id, rowId, {
        choice: 'title',
        target,
      });
    },
  );

  app.post(
    '/imports/:id/apply',
    {
      schema: {
        operationId: 'importSelected',
        summary: 'Import everything matched and chosen, in one step: all of it or nothing',
        description:
          'Writes history, ratings, watchlist, favourites, lists and services in one ' +
          'transaction. 409 when the job is not ready, or when the import would pass a ' +
          'library cap (then nothing is written). A job imported already answers as it is, ' +
          'with `alreadyImported`, and writes nothing.',
        tags,
        security,
        params: JobParams,
        body: ApplyBody,
        response: { 200: Type.Ref('ImportJob'), 404: errorRef, 409: errorRef, ...authErrors },
      },
    },
    async (request) => {
      const owner = ownerOf(request);
      const stored = await store.imports.get(owner, request.params.id);
      // The file's services are named by the catalogue before the transaction; a provider it
      // no longer offers in the region is left out.
      const services =
        stored.services && stored.job.status === 'ready'
          ? {
              region: stored.services.region,
              providers: await namedProviders(
                catalog,
                stored.services.region,
                stored.services.providerIds,
              ),
            }
          : null;
      const result = await store.imports.apply({
        owner,
        jobId: stored.job.id,
        day: stored.job.createdAt.slice(0, 10),
        conflicts: request.body.conflicts ?? 'mine',
        services,
        keptFavorites: stored.keptFavorites,
        imageBaseUrl: catalog.imageBaseUrl,
      });
      const job = await answers.job(await store.imports.get(owner, stored.job.id));
      return { ...job, alreadyImported: !result.imported };
    },
  );

  app.delete(
    '/imports/:id',
    {
      schema: {
        operationId: 'deleteImport',
        summary: 'Discard an import (its matching stops); the library keeps what it imported',
        tags,
        security,
        params: JobParams,
        response: { 204: Type.Null(), 404: errorRef, ...authErrors },
      },
    },
    async (request, reply) => {
      if (!(await store.imports.delete(ownerOf(request), request.params.id)))
        throw new NotFoundError('You have no import with that id.');
      runner.stop(request.params.id);
      return reply.status(204).send(null);
    },
  );
};

/** The providers the file names, as the catalogue names them in the region. */
async function namedProviders(catalog: Catalog, region: string, providerIds: number[]) {
  const known = await providersOf(catalog, region);
  return providerIds.flatMap((id) => {
    const provider = known.get(id);
    return provider
      ? [
          {
            providerId: provider.providerId,
            providerName: provider.providerName,
            logoPath: provider.logoPath,
          },
        ]
      : [];
  });
}
