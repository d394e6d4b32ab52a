/**
 * "My services" on the fake TMDB (support/services-story.ts tells it): Netflix and Amazon Prime
 * Video are picked; Orbit of Ash streams on Netflix in the United States.
 */
import { servicesStory } from './support/services-story.ts';
import { storyAccount } from './support/story-accounts.ts';
import { test } from './support/test.ts';

// The visitor's watch region comes from the browser's language.
test.use({ locale: 'en-US' });
test.describe.configure({ timeout: 180_000 });

test('pick two services, see them first in the Watch Guide, on Discover and at home', async ({
  page,
}, testInfo) => {
  await servicesStory(
    page,
    {
      services: [
        { name: 'Netflix', id: 8 },
        { name: 'Amazon Prime Video', id: 9 },
      ],
      film: { id: 101, title: 'Orbit of Ash' },
    },
    storyAccount('services', testInfo.project.name),
  );
});
