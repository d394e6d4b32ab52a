import { describe, expect, it } from 'vitest';
import { TOKEN_RETRIES, withNetworkRetries } from './token-renewal.ts';

const noWait = async () => undefined;

describe('withNetworkRetries', () => {
  it('retries network failures up to three times, then gives up', async () => {
    let calls = 0;
    const failing = async () => {
      calls++;
      throw new TypeError('Failed to fetch');
    };
    await expect(withNetworkRetries(failing, noWait)).rejects.toThrow('Failed to fetch');
    expect(calls).toBe(1 + TOKEN_RETRIES);
  });

  it('returns as soon as an attempt succeeds', async () => {
    let calls = 0;
    const flaky = async () => {
      calls++;
      if (calls < 3) throw Object.assign(new Error('Network timed out'), { name: 'ErrorTimeout' });
      return 'renewed';
    };
    expect(await withNetworkRetries(flaky, noWait)).toBe('renewed');
    expect(calls).toBe(3);
  });

  it('never retries an answer from the issuer', async () => {
    let calls = 0;
    const refused = async () => {
      calls++;
      throw Object.assign(new Error('invalid_grant'), { name: 'ErrorResponse' });
    };
    await expect(withNetworkRetries(refused, noWait)).rejects.toThrow('invalid_grant');
    expect(calls).toBe(1);
  });
});
