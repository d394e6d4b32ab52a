import type { CrewMember } from '@media-search/api-client';
import { describe, expect, it } from 'vitest';
import { episodeMakers } from './episode-crew.ts';

const member = (id: number, job: string, department = 'Writing'): CrewMember => ({
  id,
  name: `Person ${id}`,
  profilePath: null,
  job,
  department,
});

describe('episodeMakers', () => {
  it('names directors first, then writers, each person once with all their jobs', () => {
    const crew = [
      member(1, 'Teleplay'),
      member(2, 'Director', 'Directing'),
      member(1, 'Story'),
      member(3, 'Writer'),
      member(1, 'Teleplay'),
    ];
    expect(episodeMakers(crew)).toEqual([
      { id: 2, name: 'Person 2', jobs: ['Director'] },
      { id: 3, name: 'Person 3', jobs: ['Writer'] },
      { id: 1, name: 'Person 1', jobs: ['Teleplay', 'Story'] },
    ]);
  });

  it('leaves out everyone else on the crew', () => {
    const crew = [member(4, 'Director of Photography', 'Camera'), member(5, 'Editor', 'Editing')];
    expect(episodeMakers(crew)).toEqual([]);
  });

  it('keeps a writer-director together, under directing', () => {
    const crew = [member(6, 'Writer'), member(7, 'Story'), member(6, 'Director', 'Directing')];
    expect(episodeMakers(crew).map((p) => [p.id, p.jobs])).toEqual([
      [6, ['Director', 'Writer']],
      [7, ['Story']],
    ]);
  });
});
