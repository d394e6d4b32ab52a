/**
 * An account of its own for each personal story and browser project. Stories that keep things
 * (a watchlist, a history, lists) run at the same time on the same server: sharing the demo
 * accounts, one story's additions showed up in another's screens, which expect them empty.
 * global-setup.ts writes these into each server's accounts file before the servers start.
 */
export const PERSONAL_STORIES = [
  'watchlist',
  'history',
  'watched',
  'lists',
  'profile',
  'availability',
  'card-lists',
  'episodes',
  'episode-rating',
  'services',
  'for-you',
  'calendar',
  'your-data',
  // Its own, since the story deletes the account.
  'your-data-delete',
] as const;

export type PersonalStory = (typeof PERSONAL_STORIES)[number];

export const PROJECTS = ['phone', 'desktop', 'offline-phone', 'offline-desktop'] as const;

/** The username and password the story signs in with in the given browser project. */
export function storyAccount(story: PersonalStory, project: string): [string, string] {
  return [`${story}-${project}`, `${story}-${project}-e2e-password`];
}
