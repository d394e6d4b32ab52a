import { describe, expect, it } from 'vitest';
import { normaliseTitle, titleCloseness } from './normalise-title.ts';

describe('normaliseTitle', () => {
  it.each([
    ['Amélie', 'Amelie'],
    ['Fast & Furious', 'fast and furious'],
    ['The Godfather', 'Godfather'],
    ['Godfather, The', 'The Godfather'],
    ["Schindler's List", 'Schindlers List'],
    ['Schindler’s List', "SCHINDLER'S LIST"],
    ['E.T. the Extra-Terrestrial', 'ET the Extra Terrestrial'],
    ['Mission: Impossible – Fallout', 'Mission Impossible Fallout'],
    ['  Léon:  The Professional ', 'leon the professional'],
  ])('reads %j as %j does', (a, b) => {
    expect(normaliseTitle(a)).toBe(normaliseTitle(b));
  });

  it.each([
    ['Dune', 'Dune: Part Two'],
    ['Se7en', 'Seven'],
  ])('keeps %j and %j apart', (a, b) => {
    expect(normaliseTitle(a)).not.toBe(normaliseTitle(b));
  });

  it('keeps a title that is only "The", and a "the" that ends a title without a comma', () => {
    expect(normaliseTitle('The')).toBe('the');
    expect(normaliseTitle('Let Me In the')).toBe('let me in the');
  });
});

describe('titleCloseness', () => {
  it('is 1 for the same title and the share of shared words otherwise', () => {
    expect(titleCloseness('fight club', 'fight club')).toBe(1);
    expect(titleCloseness('orbit', 'orbit kitchen')).toBeCloseTo(2 / 3);
    expect(titleCloseness('orbit', 'orbiters')).toBe(0);
    expect(titleCloseness('', 'orbit')).toBe(0);
  });
});
