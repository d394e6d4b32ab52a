/**
 * Where the end-to-end run serves the app: on localhost, as a person running it locally
 * opens it, on ports of its own so it never meets a developer's server on 5002.
 */
export const E2E_HOST = 'localhost';
export const E2E_PORT = Number(process.env.E2E_PORT ?? 5093);
export const E2E_ORIGIN = `http://${E2E_HOST}:${E2E_PORT}`;

/** The same app on the offline demo catalogue, as a newcomer without a TMDB token gets it. */
export const E2E_OFFLINE_ORIGIN = `http://${E2E_HOST}:${E2E_PORT + 1}`;

/** Movie id whose upstream answer always fails, to drive the error screen. */
export const FAILING_MOVIE_ID = 666;
