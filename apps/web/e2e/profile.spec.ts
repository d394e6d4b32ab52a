/**
 * The Profile screen end to end on the fake TMDB (support/profile-story.ts tells it). The phone
 * and the desktop each use their own account, so the two can run at once on the one server.
 */
import { profileStory } from './support/profile-story.ts';
import { test } from './support/test.ts';
import { storyAccount } from './support/story-accounts.ts';

test.describe.configure({ timeout: 120_000 });

test('see what a watched and rated film adds to the profile, in words and numbers', async ({
  page,
}, testInfo) => {
  // Orbit of Ash: 139 minutes, Science Fiction and Drama.
  await profileStory(
    page,
    { id: 101, hours: '2.3', genre: 'Drama' },
    storyAccount('profile', testInfo.project.name),
  );
});
