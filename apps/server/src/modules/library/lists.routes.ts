/**
 * The caller's lists under `/api/me/lists`: the lists themselves, and the titles in each. An item
 * is addressed by its title, as the watchlist's are, so "Add to list" needs no item id.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import type { Catalog } from '../../catalog/catalog.ts';
import { BadRequestError } from '../../errors.ts';
import { Id, LanguageQuery } from '../../http/common.schemas.ts';
import type { LibraryStore } from '../../library/library-store.ts';
import { ListNotFoundError } from '../../library/list-rows.ts';
import { pageOf } from '../../library/library-models.ts';
import { titleFacts } from '../../library/title-facts.ts';
import { MULTILINE_PLAIN_TEXT, NON_BLANK_PLAIN_TEXT } from '../../plain-text.ts';
import { authErrors, catalogueErrors, errorRef, Paging, security } from './library-schemas.ts';
import { ownerOf } from './me-scope.ts';

const tags = ['Lists'];

export const ListIdParams = Type.Object({
  listId: Type.String({ minLength: 1, maxLength: 64, description: 'A list id' }),
});

const ItemParams = Type.Object({
  ...ListIdParams.properties,
  mediaType: Type.Enum(['movie', 'tv']),
  mediaId: Id('The TMDB id'),
});

const ListFields = {
  name: Type.String({
    minLength: 1,
    maxLength: 100,
    pattern: NON_BLANK_PLAIN_TEXT,
    description: '1 to 100 characters, not only spaces; kept without outer spaces',
  }),
  description: Type.String({
    maxLength: 1000,
    pattern: MULTILINE_PLAIN_TEXT,
    description: 'Up to 1,000 characters; line breaks allowed',
  }),
  public: Type.Boolean({ description: 'Whether anyone may open it at /api/lists/{id}' }),
};

export const listsRoutes: FastifyPluginAsyncTypebox<{
  store: LibraryStore;
  catalog: Catalog;
}> = async (app, { store, catalog }) => {
  app.get(
    '/lists',
    {
      schema: {
        operationId: 'getLists',
        summary: "A page of the caller's lists, with their item counts",
        tags,
        security,
        querystring: Type.Object({
          sort: Type.Enum(['updated', 'created', 'name'], {
            default: 'updated',
            description:
              'updated: most recently changed (or its items) first; created: newest first; name: A to Z',
          }),
          ...Paging,
        }),
        response: { 200: pageOf('List'), 400: errorRef, ...authErrors },
      },
    },
    async (request) => store.lists.list(ownerOf(request), request.query),
  );

  app.post(
    '/lists',
    {
      schema: {
        operationId: 'addList',
        summary: 'Make a list, private unless `public` is true',
        description:
          '201 with the new list. A name the caller already gives a list (compared without case ' +
          'or outer spaces) answers that list, unchanged, with 200, so a create sent twice makes ' +
          'one list. 409 when the caller keeps the most lists.',
        tags,
        security,
        body: Type.Object(
          {
            name: ListFields.name,
            description: Type.Optional(ListFields.description),
            public: Type.Optional(ListFields.public),
          },
          { additionalProperties: false },
        ),
        response: {
          200: Type.Ref('List'),
          201: Type.Ref('List'),
          400: errorRef,
          409: errorRef,
          ...authErrors,
        },
      },
    },
    async (request, reply) => {
      const { list, created } = await store.lists.create(ownerOf(request), request.body);
      return reply.status(created ? 201 : 200).send(list);
    },
  );

  app.get(
    '/lists/:listId',
    {
      schema: {
        operationId: 'getList',
        summary: 'One of the caller’s lists and a page of its items, in order',
        tags,
        security,
        params: ListIdParams,
        querystring: Type.Object(Paging),
        response: { 200: Type.Ref('ListDetails'), 400: errorRef, 404: errorRef, ...authErrors },
      },
    },
    async (request) => store.lists.details(ownerOf(request), request.params.listId, request.query),
  );

  app.patch(
    '/lists/:listId',
    {
      schema: {
        operationId: 'updateList',
        summary: 'Rename a list, describe it, or make it public or private',
        description:
          'Changes only the fields given (at least one). 409 when another of the caller’s ' +
          'lists has the name.',
        tags,
        security,
        params: ListIdParams,
        body: Type.Object(
          {
            name: Type.Optional(ListFields.name),
            description: Type.Optional(ListFields.description),
            public: Type.Optional(ListFields.public),
          },
          { additionalProperties: false },
        ),
        response: {
          200: Type.Ref('List'),
          400: errorRef,
          404: errorRef,
          409: errorRef,
          ...authErrors,
        },
      },
    },
    async (request) => {
      // Checked here, not by minProperties: fields lists do not have are dropped before it.
      if (Object.keys(request.body).length === 0)
        throw new BadRequestError(
          'Invalid request: give at least one of name, description and public to change.',
        );
      return store.lists.update(ownerOf(request), request.params.listId, request.body);
    },
  );

  app.delete(
    '/lists/:listId',
    {
      schema: {
        operationId: 'deleteList',
        summary: 'Delete a list and its items',
        tags,
        security,
        params: ListIdParams,
        response: { 204: Type.Null(), 400: errorRef, 404: errorRef, ...authErrors },
      },
    },
    async (request, reply) => {
      if (!(await store.lists.delete(ownerOf(request), request.params.listId)))
        throw new ListNotFoundError();
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/lists/:listId/items/:mediaType/:mediaId',
    {
      schema: {
        operationId: 'addToList',
        summary: 'Put a movie or TV show last on a list; one already there is answered as it is',
        description:
          'The title, date and poster are read from the catalogue now and kept with the item (in ' +
          '`language`). 201 when added, 200 when it was there (however many requests come at ' +
          'once, the title is on the list once); 404 for a list the caller does not have or an ' +
          'id the catalogue does not know; 409 when the list is full.',
        tags,
        security,
        params: ItemParams,
        querystring: LanguageQuery,
        response: {
          200: Type.Ref('ListItem'),
          201: Type.Ref('ListItem'),
          400: errorRef,
          409: errorRef,
          ...catalogueErrors,
          ...authErrors,
        },
      },
    },
    async (request, reply) => {
      const owner = ownerOf(request);
      const { listId, mediaType, mediaId } = request.params;
      // Not the catalogue's time for a list the caller does not have.
      await store.lists.get(owner, listId);
      const title = await titleFacts(catalog, mediaType, mediaId, request.query.language);
      const { item, created } = await store.listItems.add(owner, listId, title);
      return reply.status(created ? 201 : 200).send(item);
    },
  );

  app.patch(
    '/lists/:listId/items/:mediaType/:mediaId',
    {
      schema: {
        operationId: 'updateListItemPosition',
        summary: 'Move a title to another place in its list',
        description:
          'The titles between its old and new place shift by one. `position` is where it ends ' +
          'up, 0 being the first: dragging a title onto another’s place sends that place; a ' +
          'keyboard move up or down sends its own position minus or plus one. 400 for a ' +
          'position past the last title.',
        tags,
        security,
        params: ItemParams,
        body: Type.Object(
          {
            position: Type.Integer({
              minimum: 0,
              description: 'Where the title ends up: 0 is the first, itemCount - 1 the last',
            }),
          },
          { additionalProperties: false },
        ),
        response: { 200: Type.Ref('ListItem'), 400: errorRef, 404: errorRef, ...authErrors },
      },
    },
    async (request) => {
      const { listId, mediaType, mediaId } = request.params;
      return store.listItems.move(
        ownerOf(request),
        listId,
        mediaType,
        mediaId,
        request.body.position,
      );
    },
  );

  app.delete(
    '/lists/:listId/items/:mediaType/:mediaId',
    {
      schema: {
        operationId: 'deleteFromList',
        summary: 'Take a movie or TV show off a list',
        description: 'The titles after it move up one place.',
        tags,
        security,
        params: ItemParams,
        response: { 204: Type.Null(), 400: errorRef, 404: errorRef, ...authErrors },
      },
    },
    async (request, reply) => {
      const { listId, mediaType, mediaId } = request.params;
      await store.listItems.remove(ownerOf(request), listId, mediaType, mediaId);
      return reply.status(204).send(null);
    },
  );
};
