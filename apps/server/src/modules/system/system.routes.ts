import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import type { PublicAuthSettings } from '../../auth/create-auth.ts';
import type { Catalog } from '../../catalog/catalog.ts';
import { NO_STORE, REFERENCE_CACHE } from '../../http/cache-policy.ts';
import { sendJson } from '../../http/cached-json.ts';
import { checkReadiness, type ReadinessSources } from '../../http/readiness.ts';
import { CONTENT_LANGUAGES } from '../../languages.ts';

const tags = ['System'];

const AuthSettingsSchema = Type.Object({
  authority: Type.String({ description: 'The OpenID issuer to sign in with' }),
  clientId: Type.String(),
  audience: Type.String({ description: 'The API, as the access token must name it' }),
  sendAudience: Type.Boolean({
    description: 'Send `audience` on the authorization request (Auth0)',
  }),
});

export interface SystemRoutesOptions {
  catalog: Catalog;
  publicAuth: PublicAuthSettings | undefined;
  readiness: ReadinessSources;
}

const CheckSchema = Type.Enum(['ok', 'degraded', 'down', 'absent']);
const ReadinessSchema = Type.Object({
  status: Type.Enum(['ready', 'degraded', 'unavailable']),
  checks: Type.Object({
    catalog: CheckSchema,
    database: CheckSchema,
    library: CheckSchema,
    cache: CheckSchema,
  }),
});

export const systemRoutes: FastifyPluginAsyncTypebox<SystemRoutesOptions> = async (
  app,
  { catalog, publicAuth, readiness },
) => {
  // Fixed while the process runs: one object, so its encoded answer is made once.
  const configuration = {
    catalog: catalog.kind,
    imageBaseUrl: catalog.imageBaseUrl,
    contentLanguages: catalog.contentLanguages,
    auth: publicAuth ?? null,
  };

  app.get(
    '/ready',
    {
      schema: {
        operationId: 'getReadiness',
        summary: 'Readiness: the state of the database, the shared cache and the catalogue',
        description:
          "`database`: the favourites' connection; `library`: the watchlist, history and " +
          "ratings' own connection to the same database. Either down: 503, `unavailable`.",
        tags,
        response: { 200: ReadinessSchema, 503: ReadinessSchema },
      },
    },
    async (_request, reply) => {
      const report = await checkReadiness(readiness);
      return reply
        .header('cache-control', NO_STORE)
        .status(report.status === 'unavailable' ? 503 : 200)
        .send(report);
    },
  );

  app.get(
    '/health',
    {
      schema: {
        operationId: 'getHealth',
        summary: 'Liveness: the process is up and answering',
        tags,
        response: { 200: Type.Object({ status: Type.Literal('ok') }) },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/configuration',
    {
      schema: {
        operationId: 'getConfiguration',
        summary: 'What the web app needs to know about this server',
        tags,
        response: {
          200: Type.Object(
            {
              catalog: Type.Enum(['live', 'offline'], {
                description: 'live: TMDB; offline: the demo catalogue shipped with the app',
              }),
              imageBaseUrl: Type.String({ description: 'Prefix for every image path, w500 wide' }),
              contentLanguages: Type.Array(Type.Enum(CONTENT_LANGUAGES), {
                description:
                  'The languages catalogue answers can be in (`language=`); any other is answered in English. The offline catalogue has English only',
              }),
              auth: Type.Union([AuthSettingsSchema, Type.Null()], {
                description: 'Null when sign-in is off',
              }),
            },
            { $id: 'ConfigurationResponse' },
          ),
        },
      },
    },
    async (_request, reply) => sendJson(reply, REFERENCE_CACHE, configuration),
  );
};
