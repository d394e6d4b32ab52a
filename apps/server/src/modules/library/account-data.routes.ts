/**
 * The caller's data as a whole: everything as one JSON file or as Letterboxd's export zip, and
 * "delete my data", which erases it, revokes the caller's tokens and removes an account of the
 * embedded sign-in.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import Type from 'typebox';
import { removeAccountById } from '../../auth/embedded/account-admin.ts';
import type { AccountDirectory } from '../../auth/embedded/account-directory.ts';
import type { Caller } from '../../auth/token-verifier.ts';
import { BadRequestError } from '../../errors.ts';
import { eraseOwnerData } from '../../library/delete-my-data.ts';
import { readExport } from '../../library/export/export-reader.ts';
import { letterboxdZip } from '../../library/export/letterboxd-zip.ts';
import type { LibraryStore } from '../../library/library-store.ts';
import { authErrors, errorRef, security } from './library-schemas.ts';
import { ownerOf } from './me-scope.ts';

const tags = ['Your data'];

export interface AccountDataRoutesOptions {
  store: LibraryStore;
  /** The embedded sign-in's accounts; none with an external issuer. */
  accounts: AccountDirectory | undefined;
}

const attachment = (reply: FastifyReply, fileName: string) =>
  reply.header('content-disposition', `attachment; filename="${fileName}"`);

const today = () => new Date().toISOString().slice(0, 10);

/**
 * The names the caller may confirm with, the one the app shows first: at the embedded sign-in
 * the account's name (the menu's) or its username; else what the token calls its holder.
 */
function accountNames(caller: Caller, accounts: AccountDirectory | undefined): string[] {
  const account = accounts?.find(caller.subject);
  return account ? [account.name, account.username] : [caller.name];
}

export const accountDataRoutes: FastifyPluginAsyncTypebox<AccountDataRoutesOptions> = async (
  app,
  { store, accounts },
) => {
  app.get(
    '/export',
    {
      schema: {
        operationId: 'getExport',
        summary: 'Everything the caller keeps, as one JSON file',
        description:
          'Favourites, watchlist, history, ratings, lists and streaming services, each title ' +
          'by its TMDB type and id, oldest first; sent as the attachment ' +
          '`media-search-YYYY-MM-DD.json`. Importing it into another account gives the same ' +
          'library.',
        tags,
        security,
        response: { 200: Type.Ref('ExportDocument'), ...authErrors },
      },
    },
    async (request, reply) => {
      const document = await readExport(store.db, ownerOf(request));
      attachment(reply, `media-search-${today()}.json`);
      return document;
    },
  );

  app.get(
    '/export/letterboxd',
    {
      schema: {
        operationId: 'getLetterboxdExport',
        summary: "The caller's films as Letterboxd's export zip",
        description:
          'watched.csv, diary.csv, ratings.csv, watchlist.csv, likes/films.csv and one ' +
          "lists/<name>.csv per list, in Letterboxd's columns (films only: Letterboxd has no " +
          'shows). A cell starting with = + - @, a tab or a carriage return is written with a ' +
          'leading apostrophe, so no spreadsheet runs it as a formula.',
        tags,
        security,
        produces: ['application/zip'],
        response: {
          200: Type.Unsafe<Uint8Array>({ type: 'string', format: 'binary' }),
          ...authErrors,
        },
      },
    },
    async (request, reply) => {
      const zip = letterboxdZip(await readExport(store.db, ownerOf(request)));
      attachment(reply, `media-search-letterboxd-${today()}.zip`);
      return reply.type('application/zip').send(Buffer.from(zip));
    },
  );

  app.delete(
    '',
    {
      schema: {
        operationId: 'deleteMyData',
        summary: "Erase everything the caller keeps, and the caller's sign-in",
        description:
          'Deletes every personal row of the caller (favourites, watchlist, history, ratings, ' +
          'lists, services, calendar, imports) in one transaction, refuses every token issued ' +
          'to the caller until now (401, on every server), and removes an account of the ' +
          "built-in sign-in. `confirm` must be the account's name: its name or username at the " +
          "built-in sign-in, else the sign-in's user name, name or email (400 otherwise, and " +
          'nothing is deleted).',
        tags,
        security,
        body: Type.Object(
          {
            confirm: Type.String({
              maxLength: 320,
              description: "The account's name, typed to confirm",
            }),
          },
          { additionalProperties: false },
        ),
        response: { 204: Type.Null(), 400: errorRef, ...authErrors },
      },
    },
    async (request, reply) => {
      // ownerOf answers 500 when there is no caller, so there is one below.
      const owner = ownerOf(request);
      const caller = request.caller as Caller;
      const names = accountNames(caller, accounts);
      if (!names.includes(request.body.confirm.trim()))
        throw new BadRequestError(
          `To delete your data, type your account's name, “${names[0]}”, exactly as shown.`,
        );
      await eraseOwnerData(store.db, owner);
      store.revocations.forget(owner);
      // After the data, which is what matters: a failure here leaves an account to retry with.
      if (accounts) removeAccountById(accounts.dataDir, caller.subject);
      return reply.status(204).send(null);
    },
  );
};
