/**
 * "My services" on the demo catalogue (support/services-story.ts tells it): its offers are the
 * United States' only (another region lists no services, and the picker says so); Paramount
 * Plus and Max are picked, and The Godfather Part II streams on Paramount Plus.
 */
import { servicesStory } from './support/services-story.ts';
import { storyAccount } from './support/story-accounts.ts';
import { test } from './support/test.ts';

// The visitor's watch region comes from the browser's language.
test.use({ locale: 'en-US' });
test.describe.configure({ timeout: 180_000 });

test('pick two demo services, see them first in the Watch Guide, on Discover and at home', async ({
  page,
}, testInfo) => {
  await servicesStory(
    page,
    {
      services: [
        { name: 'Paramount Plus', id: 531 },
        { name: 'Max', id: 1899 },
      ],
      film: { id: 240, title: 'The Godfather Part II' },
    },
    storyAccount('services', testInfo.project.name),
  );
});
