import type { RegionProviders, Video } from '@media-search/api-client';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/testing/render.tsx';
import { findTrailer, TrailerButton } from './trailer.tsx';
import { offersOf, WatchGuide, type WatchOffers } from './watch-guide.tsx';

const video = (overrides: Partial<Video>): Video => ({
  id: 'v',
  key: 'KEY',
  name: 'A video',
  site: 'YouTube',
  type: 'Trailer',
  official: true,
  ...overrides,
});

describe('findTrailer', () => {
  it('takes the first YouTube video of type Trailer', () => {
    const videos = [
      video({ key: 'teaser', type: 'Teaser' }),
      video({ key: 'vimeo', site: 'Vimeo' }),
      video({ key: 'trailer' }),
      video({ key: 'later' }),
    ];
    expect(findTrailer(videos)?.key).toBe('trailer');
    expect(findTrailer([video({ type: 'Clip' })])).toBeUndefined();
  });
});

describe('TrailerButton', () => {
  it('is absent without a trailer', async () => {
    await renderWithApp(<TrailerButton videos={[video({ type: 'Teaser' })]} title="Quiet" />);
    expect(screen.queryByRole('button', { name: 'Watch Trailer' })).not.toBeInTheDocument();
  });

  it('opens a full-screen player and closes it', async () => {
    const user = userEvent.setup();
    await renderWithApp(<TrailerButton videos={[video({ key: 'abc' })]} title="Orbit" />);
    await user.click(screen.getByRole('button', { name: 'Watch Trailer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Orbit trailer' });
    expect(within(dialog).getByTitle('Orbit trailer')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/abc?autoplay=1&rel=0&modestbranding=1',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Close trailer' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  // Issue 27: a dialog named by a title nobody saw, its aria-labelledby naming no element, and
  // no way to the video when the embed cannot play (blocked, or embedding turned off).
  it('shows its name as its title, and a link to the video on YouTube', async () => {
    const user = userEvent.setup();
    await renderWithApp(<TrailerButton videos={[video({ key: 'abc' })]} title="Orbit" />);
    await user.click(screen.getByRole('button', { name: 'Watch Trailer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Orbit trailer' });
    const title = within(dialog).getByRole('heading', { name: 'Orbit trailer' });
    expect(title).toBeVisible();
    expect(dialog).toHaveAttribute('aria-labelledby', title.id);
    const link = within(dialog).getByRole('link', { name: 'Open on YouTube' });
    expect(link).toHaveAttribute('href', 'https://www.youtube.com/watch?v=abc');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });
});

describe('WatchGuide', () => {
  const netflix = {
    providerId: 8,
    providerName: 'Netflix',
    logoPath: '/n.jpg',
    displayPriority: 1,
  };
  const tubi = { providerId: 73, providerName: 'Tubi TV', logoPath: null, displayPriority: 2 };
  const link = 'https://www.themoviedb.org/movie/101/watch?locale=DE';
  const offers: WatchOffers = { link, flatrate: [netflix], ads: [tubi], rent: [], buy: [] };

  async function openGuide(ui: ReactNode) {
    const user = userEvent.setup();
    await renderWithApp(ui);
    await user.click(screen.getByRole('button', { name: 'Watch Guide' }));
    return screen.getByRole('region', { name: 'Watch Guide' });
  }

  it('lists each group, None for an empty one, and credits its source', async () => {
    const guide = await openGuide(<WatchGuide offers={offers} />);
    expect(
      within(guide)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Subscription', 'Free (Ad supported)', 'Rent', 'Buy']);
    expect(within(guide).getAllByText('None')).toHaveLength(2);
    expect(guide).toHaveTextContent('Streaming information courtesy of JustWatch');
  });

  it("names each provider in text, logo or placeholder beside it, linking to the region's watch page", async () => {
    const guide = await openGuide(<WatchGuide offers={offers} />);
    for (const name of ['Netflix', 'Tubi TV']) {
      const entry = within(guide).getByRole('link', { name });
      expect(entry).toHaveAttribute('href', link);
      expect(entry).toHaveAttribute('target', '_blank');
    }
    expect(
      within(guide).getByRole('link', { name: 'Netflix' }).querySelector('img'),
    ).toHaveAttribute('src', expect.stringContaining('/n.jpg'));
    expect(within(guide).getByRole('link', { name: 'Tubi TV' }).querySelector('img')).toBeNull();
  });

  it('shows a Free group only where the region has free offers', async () => {
    const guide = await openGuide(
      <WatchGuide offers={{ ...offers, free: [{ ...tubi, providerName: 'Plex' }] }} />,
    );
    expect(within(guide).getByRole('heading', { name: 'Free' })).toBeInTheDocument();
    expect(within(guide).getByRole('link', { name: 'Plex' })).toBeInTheDocument();
  });

  it('names providers without links when the region has no watch page', async () => {
    const guide = await openGuide(<WatchGuide offers={{ ...offers, link: null }} />);
    expect(within(guide).getByText('Netflix')).toBeInTheDocument();
    expect(within(guide).queryByRole('link', { name: 'Netflix' })).not.toBeInTheDocument();
  });
});

describe('offersOf', () => {
  const us: RegionProviders = { link: null, flatrate: [], ads: [], rent: [], buy: [] };
  it("takes the chosen region's offers, else SPEC's US ones", () => {
    const de = { ...us, code: 'DE', free: [], link: 'https://example.test/de' };
    expect(offersOf({ results: { us }, region: de })).toBe(de);
    expect(offersOf({ results: { us }, region: null })).toBe(us);
  });
});
