import type { SearchResult } from '@media-search/api-client';
import Box from '@mui/material/Box';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp, TEST_IMAGE_BASE } from '@/testing/render.tsx';
import { cardGridSx, tallCardGridSx } from './card-grid.ts';
import { initialsOf, MediaImage } from './media-image.tsx';
import { RatingLine } from './rating-line.tsx';
import { ResultCard, resultImageShape } from './result-card.tsx';

const result: SearchResult = {
  id: 7,
  mediaType: 'tv',
  title: null,
  name: 'Night Shift Diaries',
  overview: '',
  backdropPath: null,
  posterPath: '/poster.jpg',
  profilePath: '/profile.jpg',
  releaseDate: null,
  firstAirDate: '2019-02-03',
  voteAverage: 8,
  popularity: 1,
  knownForDepartment: null,
};

describe('MediaImage', () => {
  it('loads the image lazily from the configured base, with alt text', async () => {
    await renderWithApp(<MediaImage path="/a.jpg" alt="A poster" shape="poster" />);
    const image = screen.getByRole('img', { name: 'A poster' });
    expect(image).toHaveAttribute('src', `${TEST_IMAGE_BASE}/a.jpg`);
    expect(image).toHaveAttribute('loading', 'lazy');
  });

  it('shows a placeholder, still named, when there is no image', async () => {
    await renderWithApp(<MediaImage path={null} alt="Nobody" shape="profile" />);
    expect(screen.getByRole('img', { name: 'Nobody' }).tagName).not.toBe('IMG');
    expect(screen.getByText('No image')).toBeInTheDocument();
  });
});

describe('a logo without its picture', () => {
  it('shows the initials of whose logo it is', async () => {
    await renderWithApp(<MediaImage path={null} alt="" shape="provider" name="Tubi TV" />);
    expect(screen.getByText('TT')).toBeInTheDocument();
  });

  it('takes the first letters of two words, a short acronym whole, else one letter', () => {
    expect(initialsOf('Amazon Prime Video')).toBe('AP');
    expect(initialsOf('HBO')).toBe('HBO');
    expect(initialsOf('Netflix')).toBe('N');
    expect(initialsOf('  ')).toBe('');
  });
});

describe('ResultCard', () => {
  it('prefers the backdrop, then the poster, then the profile', async () => {
    await renderWithApp(
      <>
        <ResultCard result={{ ...result, backdropPath: '/backdrop.jpg' }} />
        <ResultCard result={{ ...result, id: 8, name: 'Poster only' }} />
        <ResultCard result={{ ...result, id: 9, name: 'Profile only', posterPath: null }} />
      </>,
    );
    const sources = screen.getAllByRole('link').map((card) => card.querySelector('img')?.src);
    expect(sources).toEqual([
      `${TEST_IMAGE_BASE}/backdrop.jpg`,
      `${TEST_IMAGE_BASE}/poster.jpg`,
      `${TEST_IMAGE_BASE}/profile.jpg`,
    ]);
  });

  it('shows the title or name, what it is, the year and the rating, and links to /{mediaType}/{id}', async () => {
    await renderWithApp(<ResultCard result={result} />);
    const link = screen.getByRole('link', {
      name: 'Night Shift Diaries TV Show 2019 Rated 4.0 out of 5',
    });
    expect(link).toHaveAttribute('href', '/tv/7');
    expect(link).toHaveTextContent('TV Show · 2019');
  });

  it('says a person is a person, with what they are known for, and gives no rating', async () => {
    await renderWithApp(
      <ResultCard
        result={{
          ...result,
          mediaType: 'person',
          name: 'Mara Quill',
          firstAirDate: null,
          voteAverage: null,
          knownForDepartment: 'Acting',
        }}
      />,
    );
    const link = screen.getByRole('link', { name: 'Mara Quill Person Acting' });
    expect(link).toHaveTextContent('Person · Acting');
    expect(link).toHaveAttribute('href', '/person/7');
  });

  it('says Movie, and gives no rating to a title nobody has rated', async () => {
    await renderWithApp(
      <ResultCard
        result={{ ...result, mediaType: 'movie', title: 'Orbiters', name: null, voteAverage: 0 }}
      />,
    );
    expect(screen.getByRole('link', { name: 'Orbiters Movie 2019' })).toBeInTheDocument();
  });

  it('gives a person a portrait box in a list of people, and a title or a mixed list a wide one', () => {
    expect(resultImageShape({ mediaType: 'person' })).toBe('profile');
    expect(resultImageShape({ mediaType: 'movie' })).toBe('backdrop');
    expect(resultImageShape({ mediaType: 'tv' })).toBe('backdrop');
  });

  it('crops any picture to the one shape its grid sets, keeping a poster’s or a face’s top', async () => {
    await renderWithApp(
      <Box component="ul" sx={cardGridSx}>
        <li>
          <ResultCard result={{ ...result, backdropPath: '/backdrop.jpg' }} />
        </li>
        <li>
          <ResultCard result={{ ...result, id: 8, name: 'Poster only' }} />
        </li>
        <li>
          <ResultCard
            result={{ ...result, id: 9, mediaType: 'person', name: 'Mara Quill', posterPath: null }}
          />
        </li>
      </Box>,
    );
    // jsdom lays nothing out: the boxes' declared shapes stand in for their measured heights.
    const ratioOf = (element: Element) =>
      getComputedStyle(element).getPropertyValue('--card-image-ratio').replace(/\s/g, '');
    expect(ratioOf(screen.getByRole('list'))).toBe('16/9');
    const images = screen
      .getAllByRole('link')
      .map((card) => card.querySelector('img') as HTMLImageElement);
    const boxShapes = images.map(
      (image) => getComputedStyle(image.parentElement as Element).aspectRatio,
    );
    expect(new Set(boxShapes)).toEqual(new Set(['var(--card-image-ratio, 16 / 9)']));
    const crops = images.map((image) => getComputedStyle(image));
    expect(crops.map((crop) => crop.objectFit)).toEqual(['cover', 'cover', 'cover']);
    expect(crops.map((crop) => crop.objectPosition)).toEqual(['50% 50%', '50% 20%', '50% 20%']);
  });

  it('lets a grid of people only give its cards portrait boxes', async () => {
    await renderWithApp(<Box component="ul" sx={tallCardGridSx} />);
    const ratio = getComputedStyle(screen.getByRole('list')).getPropertyValue('--card-image-ratio');
    expect(ratio.replace(/\s/g, '')).toBe('2/3');
  });

  it('shows a placeholder without an image, silent beside the title', async () => {
    await renderWithApp(<ResultCard result={{ ...result, posterPath: null, profilePath: null }} />);
    expect(screen.getByRole('link')).toHaveTextContent('No image');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});

describe('RatingLine', () => {
  it('shows whole stars out of 5 beside the exact score and count', async () => {
    await renderWithApp(<RatingLine voteAverage={8.4} voteCount={30412} />);
    expect(screen.getByText(/4\.2\/5\.0 \(/)).toHaveTextContent('4.2/5.0 (30412)');
    expect(screen.getByText('Rated 4.2 out of 5 from 30,412 votes')).toBeInTheDocument();
    expect(screen.getByTitle('30,412 votes')).toHaveTextContent('30412');
    // The stars repeat the score: not read out as a rounded '4 Stars'.
    expect(screen.queryByRole('img', { name: '4 Stars' })).not.toBeInTheDocument();
  });
});
