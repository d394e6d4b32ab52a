import { describe, expect, it } from 'vitest';
import { describeJobs, describeRoles } from './roles.ts';

describe('describeRoles', () => {
  it("names a movie role's character, '(unknown)' when empty", () => {
    expect(describeRoles([{ character: 'Captain Ilse Varga', episodeCount: null }])).toBe(
      'Captain Ilse Varga',
    );
    expect(describeRoles([{ character: '', episodeCount: null }])).toBe('(unknown)');
    expect(describeRoles([])).toBe('(unknown)');
  });

  it('gives every TV role with its episode count', () => {
    expect(
      describeRoles([
        { character: 'Jon Snow', episodeCount: 73 },
        { character: 'Self', episodeCount: 1 },
      ]),
    ).toBe('Jon Snow (73 episodes) / Self (1 episode)');
  });
});

describe('describeJobs', () => {
  it('lists every job, with episode counts on TV', () => {
    expect(
      describeJobs([
        { job: 'Director', episodeCount: null },
        { job: 'Screenplay', episodeCount: null },
      ]),
    ).toBe('Director, Screenplay');
    expect(describeJobs([{ job: 'Producer', episodeCount: 10 }])).toBe('Producer (10 episodes)');
  });
});
