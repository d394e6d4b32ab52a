/** Your data end to end on the demo catalogue (support/your-data-story.ts tells it). */
import { deleteStory, importStory } from './support/your-data-story.ts';
import { storyAccount } from './support/story-accounts.ts';
import { test } from './support/test.ts';

// Stories of several page loads, a download, and axe runs in both themes.
test.describe.configure({ timeout: 180_000 });

test('import a Letterboxd ratings file of demo films, skip its unmatched row, and export it', async ({
  page,
}, testInfo) => {
  await importStory(
    page,
    [
      { title: 'Fight Club', year: 1999 },
      { title: 'The Matrix', year: 1999 },
    ],
    storyAccount('your-data', testInfo.project.name),
  );
});

test('delete my data with the account name typed out', async ({ page }, testInfo) => {
  await deleteStory(page, storyAccount('your-data-delete', testInfo.project.name));
});
