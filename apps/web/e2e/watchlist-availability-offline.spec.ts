/**
 * Where the watchlist's titles stream, and "Streaming now", on the demo catalogue
 * (support/availability-story.ts tells it): its offers are the United States' only; The
 * Godfather Part II is on Paramount Plus there, Apocalypse Now can only be rented or bought.
 */
import { availabilityStory } from './support/availability-story.ts';
import { storyAccount } from './support/story-accounts.ts';
import { test } from './support/test.ts';

// The visitor's watch region comes from the browser's language.
test.use({ locale: 'en-US' });
test.describe.configure({ timeout: 120_000 });

test('see where demo films stream, then keep only those streaming now', async ({
  page,
}, testInfo) => {
  await availabilityStory(
    page,
    {
      streaming: { id: 240, title: 'The Godfather Part II', service: 'Paramount Plus' },
      notStreaming: { id: 28, title: 'Apocalypse Now', shows: 'Rent or buy' },
    },
    storyAccount('availability', testInfo.project.name),
  );
});
