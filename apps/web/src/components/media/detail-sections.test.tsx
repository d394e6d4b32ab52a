import type { CastMember, ExternalIds, SearchResult, Video } from '@media-search/api-client';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { configurationQueryOptions } from '@/lib/configuration.ts';
import { createTestQueryClient, renderWithApp } from '@/testing/render.tsx';
import { ExternalLinks } from './external-links.tsx';
import { PeopleByJob } from './people-by-job.tsx';
import { RelatedTitles } from './related-titles.tsx';
import { TopBilledCast } from './top-billed-cast.tsx';
import { VideoSections } from './video-sections.tsx';

const video = (name: string, type: string, site = 'YouTube'): Video => ({
  id: `${type}-${name}`,
  key: `key-${name}`,
  name,
  site,
  type,
  official: true,
});

const noIds: ExternalIds = {
  imdbId: null,
  wikidataId: null,
  facebookId: null,
  instagramId: null,
  twitterId: null,
  tiktokId: null,
  youtubeId: null,
};

const title = (id: number, name: string, mediaType: 'movie' | 'tv' = 'movie'): SearchResult => ({
  id,
  mediaType,
  title: mediaType === 'movie' ? name : null,
  name: mediaType === 'tv' ? name : null,
  overview: '',
  backdropPath: null,
  posterPath: null,
  profilePath: null,
  releaseDate: mediaType === 'movie' ? '2001-02-03' : null,
  firstAirDate: mediaType === 'tv' ? '2010-01-01' : null,
  voteAverage: 7,
  popularity: 1,
  knownForDepartment: null,
});

describe('VideoSections', () => {
  it('groups playable videos by type, known types first, then others by name', async () => {
    await renderWithApp(
      <VideoSections
        videos={[
          video('Making of', 'Behind the Scenes'),
          video('Bloopers reel', 'Bloopers'),
          video('Second teaser', 'Teaser'),
          video('On Vimeo', 'Trailer', 'Vimeo'),
          video('Main trailer', 'Trailer'),
          video('Docking scene', 'Clip'),
          video('First teaser', 'Teaser'),
          video('Crew talk', 'Featurette'),
        ]}
      />,
    );
    const section = screen.getByRole('region', { name: 'Videos' });
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual([
      'Trailers (1)',
      'Teasers (2)',
      'Clips (1)',
      'Featurettes (1)',
      'Behind the Scenes (1)',
      'Bloopers (1)',
    ]);
    expect(within(section).queryByRole('button', { name: /On Vimeo/ })).not.toBeInTheDocument();
  });

  it('shows each video as a card with its thumbnail, name and kind, saying what it plays', async () => {
    await renderWithApp(
      <VideoSections videos={[video('Main trailer', 'Trailer'), video('', 'Teaser')]} />,
    );
    const card = screen.getByRole('button', { name: 'Play Main trailer (Trailer)' });
    expect(card).toHaveTextContent('Main trailerTrailer');
    const thumbnail = card.querySelector('img');
    expect(thumbnail).toHaveAttribute(
      'src',
      'https://i.ytimg.com/vi/key-Main%20trailer/mqdefault.jpg',
    );
    // Loaded as it nears the screen, in a box of its own size, so nothing moves as it comes.
    expect(thumbnail).toHaveAttribute('loading', 'lazy');
    expect(thumbnail).toHaveAttribute('width', '320');
    expect(thumbnail).toHaveAttribute('height', '180');
    // A video without a name is called by its kind.
    expect(screen.getByRole('button', { name: 'Play Teaser (Teaser)' })).toBeInTheDocument();
  });

  it('draws a thumbnail when YouTube’s does not load', async () => {
    await renderWithApp(<VideoSections videos={[video('Main trailer', 'Trailer')]} />);
    const card = screen.getByRole('button', { name: 'Play Main trailer (Trailer)' });
    const thumbnail = card.querySelector('img');
    expect(thumbnail).not.toBeNull();
    fireEvent.error(thumbnail as HTMLImageElement);
    expect(card.querySelector('img')).toBeNull();
    expect(card).toHaveTextContent('Main trailerTrailer');
  });

  it('asks YouTube for nothing on the offline demo catalogue: its thumbnails are drawn', async () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(
      configurationQueryOptions.queryKey,
      (configuration) => configuration && { ...configuration, catalog: 'offline' as const },
    );
    await renderWithApp(<VideoSections videos={[video('Main trailer', 'Trailer')]} />, queryClient);
    const card = screen.getByRole('button', { name: 'Play Main trailer (Trailer)' });
    expect(card.querySelector('img')).toBeNull();
  });

  it('plays a video in the full-screen player, which closes', async () => {
    const user = userEvent.setup();
    await renderWithApp(<VideoSections videos={[video('Docking scene', 'Clip')]} />);
    await user.click(screen.getByRole('button', { name: 'Play Docking scene (Clip)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Docking scene' });
    expect(within(dialog).getByTitle('Docking scene')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/key-Docking%20scene?autoplay=1&rel=0&modestbranding=1',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Close video' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('RelatedTitles', () => {
  it('shows each title as a card leading to its page', async () => {
    await renderWithApp(
      <RelatedTitles
        heading="Recommendations"
        titles={[title(102, 'Quiet Harbor'), title(201, 'Night Shift Diaries', 'tv')]}
      />,
    );
    const row = screen.getByRole('region', { name: 'Recommendations' });
    expect(within(row).getByRole('link', { name: /^Quiet Harbor/ })).toHaveAttribute(
      'href',
      '/movie/102',
    );
    expect(within(row).getByRole('link', { name: /^Night Shift Diaries/ })).toHaveAttribute(
      'href',
      '/tv/201',
    );
  });

  it('draws every card of the row in one wide box, a poster cropped to it', async () => {
    await renderWithApp(
      <RelatedTitles
        heading="Recommendations"
        titles={[
          { ...title(101, 'Orbit of Ash'), backdropPath: '/orbit-backdrop.jpg' },
          { ...title(103, 'Paper Kites'), posterPath: '/kites.jpg' },
          title(102, 'Quiet Harbor'),
        ]}
      />,
    );
    // jsdom lays nothing out: the boxes' declared shapes stand in for their measured heights.
    const shapes = screen
      .getAllByRole('link')
      .map((card) => getComputedStyle(card.firstElementChild as Element).aspectRatio);
    expect(shapes).toEqual(Array(3).fill('var(--card-image-ratio, 16 / 9)'));
    const poster = screen
      .getByRole('link', { name: /^Paper Kites/ })
      .querySelector('img') as HTMLImageElement;
    expect(getComputedStyle(poster)).toMatchObject({
      objectFit: 'cover',
      objectPosition: '50% 20%',
    });
  });
});

describe('ExternalLinks', () => {
  it('links to each known page, IMDb first, in a new tab', async () => {
    await renderWithApp(
      <ExternalLinks
        ids={{
          ...noIds,
          imdbId: 'tt9000101',
          wikidataId: 'Q1',
          instagramId: 'orbitofash',
          twitterId: 'orbit_ash',
        }}
        homepage="https://orbit.example/"
      />,
    );
    const links = screen.getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['IMDB', 'https://www.imdb.com/title/tt9000101/'],
      ['Wikidata', 'https://www.wikidata.org/wiki/Q1'],
      ['Instagram', 'https://www.instagram.com/orbitofash/'],
      ['X', 'https://x.com/orbit_ash'],
      ['Homepage', 'https://orbit.example/'],
    ]);
    for (const link of links) expect(link).toHaveAttribute('target', '_blank');
  });

  it("leads to a person's IMDb page, and never to a homepage that is not a web address", async () => {
    await renderWithApp(
      <ExternalLinks
        ids={{ ...noIds, imdbId: 'nm0000301', tiktokId: 'mara', youtubeId: 'maraquill' }}
        homepage="javascript:alert(1)"
      />,
    );
    expect(
      screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['IMDB', 'https://www.imdb.com/name/nm0000301/'],
      ['TikTok', 'https://www.tiktok.com/@mara'],
      ['YouTube', 'https://www.youtube.com/maraquill'],
    ]);
  });
});

describe('TopBilledCast', () => {
  const cast: CastMember[] = [
    { id: 301, name: 'Mara Quill', profilePath: null, character: 'Ilse', order: 0 },
  ];

  it('shows the cast under its heading and links to the full cast and crew', async () => {
    await renderWithApp(<TopBilledCast cast={cast} castTotal={25} mediaType="tv" id={201} />);
    const section = screen.getByRole('region', { name: 'Top Billed Cast' });
    expect(within(section).getByRole('link', { name: /Mara Quill/ })).toHaveAttribute(
      'href',
      '/person/301',
    );
    expect(within(section).getByRole('link', { name: 'Full Cast & Crew' })).toHaveAttribute(
      'href',
      '/tv/201/cast',
    );
    expect(section).toHaveTextContent('1 of 25 shown');
  });
});

describe('PeopleByJob', () => {
  it('links each person, with their jobs beside the name', async () => {
    await renderWithApp(
      <PeopleByJob
        label="Key crew"
        people={[
          { id: 401, name: 'Ines Halloran', jobs: ['Director', 'Screenplay'] },
          { id: 402, name: 'Pavel Ruud', jobs: ['Story'] },
        ]}
      />,
    );
    const list = screen.getByRole('list', { name: 'Key crew' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Ines HalloranDirector, Screenplay',
      'Pavel RuudStory',
    ]);
    expect(within(list).getByRole('link', { name: 'Ines Halloran' })).toHaveAttribute(
      'href',
      '/person/401',
    );
  });
});

describe('every section without data', () => {
  it('renders nothing at all: no heading over nothing', async () => {
    const { container } = await renderWithApp(
      <>
        <VideoSections videos={[video('Elsewhere', 'Trailer', 'Vimeo')]} />
        <RelatedTitles heading="Recommendations" titles={[]} />
        <ExternalLinks ids={noIds} homepage={null} />
        <TopBilledCast cast={[]} castTotal={0} mediaType="movie" id={1} />
        <PeopleByJob people={[]} />
      </>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
