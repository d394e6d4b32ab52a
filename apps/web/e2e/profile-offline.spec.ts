/** The Profile screen end to end on the demo catalogue (support/profile-story.ts tells it). */
import { profileStory } from './support/profile-story.ts';
import { test } from './support/test.ts';
import { storyAccount } from './support/story-accounts.ts';

test.describe.configure({ timeout: 120_000 });

test('see what a watched and rated demo film adds to the profile', async ({ page }, testInfo) => {
  // Taxi Driver: 114 minutes, Crime and Drama.
  await profileStory(
    page,
    { id: 103, hours: '1.9', genre: 'Crime' },
    storyAccount('profile', testInfo.project.name),
  );
});
