import { describe, expect, it } from 'vitest';
import { parseId } from './parse-id.ts';

describe('parseId', () => {
  it('reads integers from text and numbers', () => {
    expect(parseId('101')).toBe(101);
    expect(parseId(7)).toBe(7);
  });

  it('reads only whole numbers, never rounding or cutting to another id', () => {
    expect(parseId('1.5')).toBe(0);
    expect(parseId(1.5)).toBe(0);
    expect(parseId('12abc')).toBe(0);
    expect(parseId('-3')).toBe(0);
    expect(parseId('1e3')).toBe(0);
  });

  it('defaults to 0 when absent or unreadable', () => {
    expect(parseId(undefined)).toBe(0);
    expect(parseId(null)).toBe(0);
    expect(parseId('')).toBe(0);
    expect(parseId('abc')).toBe(0);
  });
});
