import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n/i18n.ts';
import { setTestLanguage } from '@/testing/language.ts';
import { TRANSLATED_TMDB_TERMS } from './tmdb-term-ids.ts';
import { departmentName, jobName, statusName } from './tmdb-terms.ts';

describe("TMDB's words", () => {
  it('are listed by the IDs tmdb-terms.ts makes from them', () => {
    for (const id of TRANSLATED_TMDB_TERMS) {
      expect(id).toMatch(/^(crew\.department|crew\.job|movies\.status|tv\.status)\.[^.]/);
    }
  });

  it('read in the UI’s language when listed, and as TMDB wrote them when not', async () => {
    await setTestLanguage('de');
    expect(departmentName(i18n, 'Directing')).toBe('Regie');
    expect(jobName(i18n, 'Director')).toBe('Regie');
    expect(statusName(i18n, 'tv.status.', 'Returning Series')).toBe('Wird fortgesetzt');
    expect(jobName(i18n, 'Best Boy Grip')).toBe('Best Boy Grip');
  });
});
