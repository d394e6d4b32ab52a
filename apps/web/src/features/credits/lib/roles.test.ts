import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n/i18n.ts';
import { setTestLanguage } from '@/testing/language.ts';
import { describeJobs, describeRoles } from './roles.ts';

describe('describeRoles', () => {
  it("names a movie role's character, '(unknown)' when empty", () => {
    expect(describeRoles(i18n, [{ character: 'Captain Ilse Varga', episodeCount: null }])).toBe(
      'Captain Ilse Varga',
    );
    expect(describeRoles(i18n, [{ character: '', episodeCount: null }])).toBe('(unknown)');
    expect(describeRoles(i18n, [])).toBe('(unknown)');
  });

  it('gives every TV role with its episode count', () => {
    expect(
      describeRoles(i18n, [
        { character: 'Jon Snow', episodeCount: 73 },
        { character: 'Self', episodeCount: 1 },
      ]),
    ).toBe('Jon Snow (73 episodes) / Self (1 episode)');
  });
});

describe('describeJobs', () => {
  it('lists every job, with episode counts on TV', () => {
    expect(
      describeJobs(i18n, [
        { job: 'Director', episodeCount: null },
        { job: 'Screenplay', episodeCount: null },
      ]),
    ).toBe('Director, Screenplay');
    expect(describeJobs(i18n, [{ job: 'Producer', episodeCount: 10 }])).toBe(
      'Producer (10 episodes)',
    );
  });
});

describe('in German', () => {
  beforeEach(() => setTestLanguage('de'));

  it('names jobs and episode counts in German, each job once, as a German list', () => {
    expect(
      describeJobs(i18n, [
        { job: 'Director', episodeCount: null },
        { job: 'Writer', episodeCount: null },
        { job: 'Screenplay', episodeCount: null },
        { job: 'Editor', episodeCount: null },
      ]),
    ).toBe('Regie, Drehbuch und Schnitt');
    expect(describeJobs(i18n, [{ job: 'Producer', episodeCount: 1 }])).toBe('Produktion (1 Folge)');
    expect(describeRoles(i18n, [{ character: 'Jon Snow', episodeCount: 73 }])).toBe(
      'Jon Snow (73 Folgen)',
    );
  });

  it('keeps a job no catalogue names as TMDB wrote it', () => {
    expect(describeJobs(i18n, [{ job: 'Series Director', episodeCount: null }])).toBe(
      'Series Director',
    );
  });
});
