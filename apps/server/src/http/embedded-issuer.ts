/**
 * Mounts the embedded OpenID provider at /oidc (the issuer's path must equal its mount path)
 * and its sign-in pages beside it.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import middie from '@fastify/middie';
import type { FastifyInstance } from 'fastify';
import type { EmbeddedIssuer } from '../auth/create-auth.ts';
import { interactionRoutes } from '../auth/embedded/interaction.routes.ts';

export async function registerEmbeddedIssuer(
  app: FastifyInstance,
  issuer: EmbeddedIssuer,
  webOrigins: string[],
): Promise<void> {
  await app.register(middie);
  // oidc-provider's handler is a Connect-style (req, res) function that settles by itself.
  const handler = issuer.provider.callback();
  app.use('/oidc', (req: IncomingMessage, res: ServerResponse) => void handler(req, res));
  await app.register(interactionRoutes, {
    provider: issuer.provider,
    csrfKey: issuer.secrets.csrfKey,
    webOrigins,
  });
}
