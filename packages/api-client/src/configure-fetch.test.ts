import { describe, expect, it } from 'vitest';
import { ApiError, configureApiClient, getMovie } from './index.ts';

describe('a client configured with its own fetch', () => {
  it('sends every request through it, and its refusal fails the call', async () => {
    const sent: string[] = [];
    configureApiClient({
      // Nothing listens here: a request that escaped the given fetch would fail differently.
      baseUrl: 'http://127.0.0.1:9',
      fetch: (input) => {
        sent.push(input instanceof Request ? input.url : String(input));
        return Promise.reject(new Error('no network here'));
      },
    });
    const error = await getMovie({ path: { externalId: 7 } }).catch((e: unknown) => e);
    expect(sent).toEqual(['http://127.0.0.1:9/api/movie/7']);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('NETWORK_ERROR');
  });
});
