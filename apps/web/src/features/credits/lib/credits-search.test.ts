import { describe, expect, it } from 'vitest';
import { chosenDepartment, parseCreditsSearch } from './credits-search.ts';

describe('parseCreditsSearch', () => {
  it('keeps a department, trimmed', () => {
    expect(parseCreditsSearch({ department: ' Costume & Make-Up ' })).toEqual({
      department: 'Costume & Make-Up',
    });
  });

  it('drops what cannot be a department', () => {
    expect(parseCreditsSearch({})).toEqual({});
    expect(parseCreditsSearch({ department: '' })).toEqual({});
    expect(parseCreditsSearch({ department: 42 })).toEqual({});
    expect(parseCreditsSearch({ department: 'x'.repeat(41) })).toEqual({});
  });
});

describe('chosenDepartment', () => {
  it("is the address's department only when the crew has it", () => {
    expect(chosenDepartment(['Directing', 'Writing'], 'Writing')).toBe('Writing');
    expect(chosenDepartment(['Directing', 'Writing'], 'Sound')).toBeUndefined();
    expect(chosenDepartment(['Directing'], undefined)).toBeUndefined();
  });
});
