/** A season page's description when the season has no overview, in each language. */
import { describe, expect, it } from 'vitest';
import { PAGE_TEXT } from '../../src/pages/page-text.ts';

describe('a season with no overview of its own', () => {
  it('is described by its number, its show and its episodes, one or many', () => {
    expect(PAGE_TEXT.en.seasonSummary(2, 'Dark', 8)).toBe('Season 2 of Dark: 8 episodes.');
    expect(PAGE_TEXT.en.seasonSummary(0, 'Dark', 1)).toBe('Season 0 of Dark: 1 episode.');
    expect(PAGE_TEXT.de.seasonSummary(2, 'Dark', 8)).toBe('Staffel 2 von Dark: 8 Episoden.');
    expect(PAGE_TEXT.de.seasonSummary(0, 'Dark', 1)).toBe('Staffel 0 von Dark: 1 Episode.');
    expect(PAGE_TEXT.fr.seasonSummary(2, 'Dark', 8)).toBe('Saison 2 de Dark\u00a0: 8 épisodes.');
    expect(PAGE_TEXT.fr.seasonSummary(0, 'Dark', 1)).toBe('Saison 0 de Dark\u00a0: 1 épisode.');
    expect(PAGE_TEXT.es.seasonSummary(2, 'Dark', 8)).toBe('Temporada 2 de Dark: 8 episodios.');
    expect(PAGE_TEXT.es.seasonSummary(0, 'Dark', 1)).toBe('Temporada 0 de Dark: 1 episodio.');
  });

  it('writes a long season’s count as the language writes numbers', () => {
    expect(PAGE_TEXT.en.seasonSummary(1, 'Daily', 1200)).toBe('Season 1 of Daily: 1,200 episodes.');
    expect(PAGE_TEXT.de.seasonSummary(1, 'Daily', 1200)).toBe(
      'Staffel 1 von Daily: 1.200 Episoden.',
    );
  });
});
