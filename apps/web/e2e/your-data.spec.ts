/** Your data end to end on the fake TMDB (support/your-data-story.ts tells it). */
import { deleteStory, importStory } from './support/your-data-story.ts';
import { storyAccount } from './support/story-accounts.ts';
import { test } from './support/test.ts';

// Stories of several page loads, a download, and axe runs in both themes.
test.describe.configure({ timeout: 180_000 });

test('import a Letterboxd ratings file, decide its unmatched row, and export it', async ({
  page,
}, testInfo) => {
  // The fake's one film found by searching (fixtures/tmdb/search-movie-orbit.json).
  await importStory(
    page,
    [{ title: 'Orbit of Ash', year: 1999 }],
    storyAccount('your-data', testInfo.project.name),
  );
});

test('delete my data with the account name typed out', async ({ page }, testInfo) => {
  await deleteStory(page, storyAccount('your-data-delete', testInfo.project.name));
});
