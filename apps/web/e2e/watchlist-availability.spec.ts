/**
 * Where the watchlist's titles stream, and "Streaming now", on the fake TMDB
 * (support/availability-story.ts tells it): Orbit of Ash is on Netflix in the United States,
 * Quiet Harbor has no offers there at all. Phone and desktop each use their own account.
 */
import { availabilityStory } from './support/availability-story.ts';
import { storyAccount } from './support/story-accounts.ts';
import { test } from './support/test.ts';

// The visitor's watch region comes from the browser's language.
test.use({ locale: 'en-US' });
// One story of several page loads: roomier than the default on a busy machine.
test.describe.configure({ timeout: 120_000 });

test('see where watchlist films stream, then keep only those streaming now', async ({
  page,
}, testInfo) => {
  await availabilityStory(
    page,
    {
      streaming: { id: 101, title: 'Orbit of Ash', service: 'Netflix' },
      notStreaming: { id: 102, title: 'Quiet Harbor', shows: 'Not available in United States' },
    },
    storyAccount('availability', testInfo.project.name),
  );
});
