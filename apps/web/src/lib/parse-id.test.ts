import { describe, expect, it } from 'vitest';
import { parseId } from './parse-id.ts';

describe('parseId', () => {
  it('reads integers from text and numbers', () => {
    expect(parseId('101')).toBe(101);
    expect(parseId(7)).toBe(7);
    expect(parseId('12abc')).toBe(12);
  });

  it('defaults to 0 when absent or unreadable', () => {
    expect(parseId(undefined)).toBe(0);
    expect(parseId(null)).toBe(0);
    expect(parseId('')).toBe(0);
    expect(parseId('abc')).toBe(0);
  });
});
