import type { RegionProviders, Video } from '@media-search/api-client';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../testing/render.tsx';
import { findTrailer, TrailerButton } from './trailer.tsx';
import { WatchGuide } from './watch-guide.tsx';

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
});

describe('WatchGuide', () => {
  const providers: RegionProviders = {
    link: null,
    flatrate: [{ providerId: 8, providerName: 'Netflix', logoPath: '/n.jpg', displayPriority: 1 }],
    ads: [{ providerId: 73, providerName: 'Tubi TV', logoPath: null, displayPriority: 2 }],
    rent: [],
    buy: [],
  };

  it('lists each group, a placeholder for a missing logo, and None for an empty group', async () => {
    const user = userEvent.setup();
    await renderWithApp(<WatchGuide providers={providers} />);
    await user.click(screen.getByRole('button', { name: 'Watch Guide' }));
    const guide = screen.getByRole('region', { name: 'Watch Guide' });
    expect(
      within(guide)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Subscription', 'Free (Ad supported)', 'Rent', 'Buy']);
    expect(within(guide).getByRole('img', { name: 'Netflix' }).tagName).toBe('IMG');
    expect(within(guide).getByRole('img', { name: 'Tubi TV' }).tagName).not.toBe('IMG');
    expect(within(guide).getAllByText('None')).toHaveLength(2);
    expect(guide).toHaveTextContent('Streaming information courtesy of JustWatch');
  });
});
