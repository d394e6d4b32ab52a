/**
 * The embedded provider's sign-in step: GET shows the form, POST checks the credentials and
 * hands the result back to the provider. Wrong details get one generic message; the form
 * carries an anti-forgery token bound to the interaction. Password tries are limited per client
 * and per account; a browser past either limit gets the form back, saying how long to wait.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import formbody from '@fastify/formbody';
import fastifyRateLimit, { type RateLimitPluginOptions } from '@fastify/rate-limit';
import type {
  FastifyPluginAsyncTypebox,
  TypeBoxTypeProvider,
} from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import Type from 'typebox';
import { RateLimitedError } from '../../http/rate-limits.ts';
import type { AccountDirectory } from './account-directory.ts';
import { MAX_PASSWORD_LENGTH } from './account-file.ts';
import { perAccountLimit, typedUsername } from './account-login-limit.ts';
import { INTERACTION_PATH } from './embedded-provider.ts';
import { renderExpiredPage, renderLoginPage } from './login-page.ts';
import { THEME_SCRIPT_HASH } from './sign-in-theme.ts';
import { signInText, type SignInText } from './sign-in-text.ts';

export interface InteractionRoutesOptions {
  provider: Provider;
  csrfKey: string;
  webOrigins: string[];
  accounts: AccountDirectory;
  /** Guessing passwords: tries per client per minute (shared through Redis when replicas run). */
  loginLimit: RateLimitPluginOptions;
  /** Guessing one account's password from many clients: tries per username (app.ts). */
  accountLoginLimit: RateLimitPluginOptions;
}

/** A browser posting the form asks for a page; a script that does not gets the error shape. */
const wantsPage = (request: FastifyRequest) => request.headers.accept?.includes('text/html');

export const interactionRoutes: FastifyPluginAsyncTypebox<InteractionRoutesOptions> = async (
  app,
  options,
) => {
  const { provider, csrfKey, webOrigins, accounts, loginLimit, accountLoginLimit } = options;
  await app.register(formbody, { bodyLimit: 4096 });
  const csrfFor = (uid: string) => createHmac('sha256', csrfKey).update(uid).digest('base64url');
  const params = Type.Object({ uid: Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' }) });

  const sendPage = (reply: FastifyReply, status: number, html: string) =>
    reply
      .status(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      // Chrome checks form-action against the redirects after the POST too: they end in the app.
      .header(
        'content-security-policy',
        `default-src 'none'; style-src 'unsafe-inline'; script-src ${THEME_SCRIPT_HASH}; form-action 'self' ${webOrigins.join(' ')}; frame-ancestors 'none'; base-uri 'none'`,
      )
      .send(html);

  const details = async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      return await provider.interactionDetails(request.raw, reply.raw);
    } catch {
      return undefined;
    }
  };

  /** The form for interaction `uid`; when shown again, with what was typed and why it failed. */
  const loginPage = (uid: string, text: SignInText, retry?: { username: string; error: string }) =>
    renderLoginPage({
      action: `${INTERACTION_PATH}/${uid}/login`,
      csrfToken: csrfFor(uid),
      accounts: accounts.listed,
      text,
      ...retry,
    });

  app.get(
    `${INTERACTION_PATH}/:uid`,
    { schema: { hide: true, params } },
    async (request, reply) => {
      const interaction = await details(request, reply);
      const text = signInText(interaction?.params.ui_locales, request.headers['accept-language']);
      if (!interaction || interaction.uid !== request.params.uid) {
        return sendPage(reply, 400, renderExpiredPage(text.expired, text));
      }
      return sendPage(reply, 200, loginPage(interaction.uid, text));
    },
  );

  // The password form's answer in a scope of its own, where the limits count only password tries.
  await app.register(async (login) => {
    await login.register(fastifyRateLimit, loginLimit);
    await login.register(
      fastifyRateLimit,
      perAccountLimit(
        accountLoginLimit,
        accounts.listed.map((account) => account.username),
      ),
    );
    login.setErrorHandler(async (error, request, reply) => {
      if (!(error instanceof RateLimitedError) || !wantsPage(request)) throw error;
      const interaction = await details(request, reply);
      const text = signInText(interaction?.params.ui_locales, request.headers['accept-language']);
      const seconds = error.retryAfterSeconds ?? 60;
      const message = text.tooManyTries(seconds);
      void reply.header('retry-after', String(seconds));
      if (!interaction) return sendPage(reply, 429, renderExpiredPage(message, text));
      return sendPage(
        reply,
        429,
        loginPage(interaction.uid, text, {
          username: typedUsername(request.body),
          error: message,
        }),
      );
    });
    login.withTypeProvider<TypeBoxTypeProvider>().post(
      `${INTERACTION_PATH}/:uid/login`,
      {
        schema: {
          hide: true,
          params,
          body: Type.Object({
            username: Type.String({ maxLength: 100 }),
            password: Type.String({ maxLength: MAX_PASSWORD_LENGTH }),
            csrf: Type.String({ maxLength: 100 }),
          }),
        },
      },
      async (request, reply) => {
        const interaction = await details(request, reply);
        const { uid } = request.params;
        const expected = Buffer.from(csrfFor(uid));
        const given = Buffer.from(request.body.csrf);
        const text = signInText(interaction?.params.ui_locales, request.headers['accept-language']);
        if (
          !interaction ||
          interaction.uid !== uid ||
          expected.length !== given.length ||
          !timingSafeEqual(expected, given)
        ) {
          return sendPage(reply, 403, renderExpiredPage(text.formExpired, text));
        }
        const account = await accounts.check(request.body.username, request.body.password);
        if (!account) {
          return sendPage(
            reply,
            401,
            loginPage(uid, text, {
              username: request.body.username,
              error: text.noMatch(accounts.demo),
            }),
          );
        }
        const redirectTo = await provider.interactionResult(
          request.raw,
          reply.raw,
          { login: { accountId: account.id } },
          { mergeWithLastSubmission: false },
        );
        return reply.redirect(redirectTo, 303);
      },
    );
  });
};
