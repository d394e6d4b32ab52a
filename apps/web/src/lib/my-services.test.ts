/** The merge of the browser's services into the account's, and the browser's own keeping. */
import { afterEach, describe, expect, it } from 'vitest';
import {
  mergeServices,
  readStoredServices,
  SERVICES_KEY,
  storeServices,
  type ChosenService,
} from './my-services.ts';

const service = (providerId: number): ChosenService => ({
  providerId,
  providerName: `Service ${providerId}`,
  logoPath: null,
});

afterEach(() => {
  storeServices(undefined);
  localStorage.clear();
});

describe('mergeServices', () => {
  it('adds the browser’s services to the account’s in the same region, each once', () => {
    expect(
      mergeServices(
        { region: 'US', providers: [service(8), service(9)] },
        { region: 'US', providers: [service(9), service(337)] },
      ),
    ).toEqual({ region: 'US', providers: [service(8), service(9), service(337)] });
  });

  it('takes the browser’s choice whole when the account has none', () => {
    const browser = { region: 'DE', providers: [service(30)] };
    expect(mergeServices({ region: null, providers: [] }, browser)).toEqual(browser);
  });

  it('keeps the account’s when the browser’s is for another region', () => {
    const account = { region: 'US', providers: [service(8)] };
    expect(mergeServices(account, { region: 'DE', providers: [service(30)] })).toBe(account);
  });
});

describe('the browser’s choice', () => {
  it('is read back as stored, and forgotten', () => {
    storeServices({ region: 'GB', providers: [service(8)] });
    expect(readStoredServices()).toEqual({ region: 'GB', providers: [service(8)] });
    storeServices(undefined);
    expect(readStoredServices()).toBeUndefined();
  });

  it('ignores what it did not write', () => {
    for (const text of ['nonsense', '{"region":"usa","providers":[]}', '{"region":"US"}']) {
      localStorage.setItem(SERVICES_KEY, text);
      expect(readStoredServices()).toBeUndefined();
    }
    localStorage.setItem(
      SERVICES_KEY,
      JSON.stringify({ region: 'US', providers: [service(8), { providerId: 'x' }] }),
    );
    expect(readStoredServices()).toEqual({ region: 'US', providers: [service(8)] });
  });
});
