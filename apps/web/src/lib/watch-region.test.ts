import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  WATCH_REGION_KEY,
  readWatchRegion,
  regionOfLanguages,
  saveWatchRegion,
  useWatchRegion,
} from './watch-region.ts';

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('regionOfLanguages', () => {
  it('takes the region of the first browser language that names one, else the US', () => {
    expect(regionOfLanguages(['en-GB', 'en'])).toBe('GB');
    expect(regionOfLanguages(['de', 'de-AT'])).toBe('AT');
    expect(regionOfLanguages(['fr'])).toBe('US');
    expect(regionOfLanguages(['not a tag'])).toBe('US');
    expect(regionOfLanguages([])).toBe('US');
  });
});

describe('the remembered watch region', () => {
  it("starts from the browser's language", () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-GB']);
    expect(readWatchRegion()).toBe('GB');
  });

  it('is remembered in local storage once chosen, and ignores what is no region', () => {
    saveWatchRegion('DE');
    expect(localStorage.getItem(WATCH_REGION_KEY)).toBe('DE');
    expect(readWatchRegion()).toBe('DE');
    saveWatchRegion('Germany');
    expect(readWatchRegion()).toBe('DE');
  });

  it('re-renders whoever shows it, here and when another tab changes it', () => {
    saveWatchRegion('US');
    const { result } = renderHook(() => useWatchRegion());
    expect(result.current).toBe('US');
    act(() => saveWatchRegion('FR'));
    expect(result.current).toBe('FR');
    act(() => {
      localStorage.setItem(WATCH_REGION_KEY, 'JP');
      window.dispatchEvent(new StorageEvent('storage', { key: WATCH_REGION_KEY }));
    });
    expect(result.current).toBe('JP');
  });
});
