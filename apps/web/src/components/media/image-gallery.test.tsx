import type { Image } from '@media-search/api-client';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setTestLanguage } from '@/testing/language.ts';
import { renderWithApp, TEST_IMAGE_BASE } from '@/testing/render.tsx';
import { ImageGallery } from './image-gallery.tsx';

const images = (prefix: string, count: number): Image[] =>
  Array.from({ length: count }, (_, index) => ({
    filePath: `/${prefix}-${index + 1}.jpg`,
    width: 1280,
    height: 720,
  }));

describe('ImageGallery', () => {
  it('shows each kind with its count as lazily loaded thumbnails', async () => {
    await renderWithApp(
      <ImageGallery
        heading="Images"
        groups={[
          { label: 'Backdrops', shape: 'backdrop', images: images('backdrop', 5) },
          { label: 'Posters', shape: 'poster', images: images('poster', 3) },
          { label: 'Logos', shape: 'backdrop', images: [] },
        ]}
      />,
    );
    const gallery = screen.getByRole('region', { name: 'Images' });
    expect(
      within(gallery)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Backdrops (5)', 'Posters (3)']);
    const thumbnail = within(gallery).getByRole('button', { name: 'Posters: image 2 of 3' });
    const image = thumbnail.querySelector('img');
    expect(image).toHaveAttribute('src', `${TEST_IMAGE_BASE}/poster-2.jpg`);
    expect(image).toHaveAttribute('loading', 'lazy');
  });

  it('opens a viewer the arrow keys move through, round the ends, and Escape closes', async () => {
    const user = userEvent.setup();
    await renderWithApp(
      <ImageGallery
        heading="Images"
        groups={[{ label: 'Backdrops', shape: 'backdrop', images: images('backdrop', 5) }]}
      />,
    );
    const thumbnail = screen.getByRole('button', { name: 'Backdrops: image 3 of 5' });
    await user.click(thumbnail);
    const viewer = await screen.findByRole('dialog', { name: 'Images: Backdrops' });
    const shown = () => within(viewer).getByRole('img').getAttribute('src');
    expect(within(viewer).getByText('3 / 5')).toBeInTheDocument();
    expect(shown()).toBe(`${TEST_IMAGE_BASE}/backdrop-3.jpg`);

    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(within(viewer).getByText('5 / 5')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(within(viewer).getByText('1 / 5')).toBeInTheDocument();
    expect(shown()).toBe(`${TEST_IMAGE_BASE}/backdrop-1.jpg`);
    await user.keyboard('{ArrowLeft}');
    expect(within(viewer).getByText('5 / 5')).toBeInTheDocument();

    await user.click(within(viewer).getByRole('button', { name: 'Previous image' }));
    expect(within(viewer).getByText('4 / 5')).toBeInTheDocument();
    await user.click(within(viewer).getByRole('button', { name: 'Next image' }));
    expect(within(viewer).getByText('5 / 5')).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(thumbnail).toHaveFocus();
  });

  it('jumps to the first and last image with Home and End; a held modifier moves nothing', async () => {
    const user = userEvent.setup();
    await renderWithApp(
      <ImageGallery
        heading="Images"
        groups={[{ label: 'Posters', shape: 'poster', images: images('poster', 4) }]}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Posters: image 2 of 4' }));
    const viewer = await screen.findByRole('dialog', { name: 'Images: Posters' });
    await user.keyboard('{End}');
    expect(within(viewer).getByText('4 / 4')).toBeInTheDocument();
    await user.keyboard('{Home}');
    expect(within(viewer).getByText('1 / 4')).toBeInTheDocument();
    // Alt+Left is the browser's Back, Ctrl+Right a word jump: not the viewer's to take.
    await user.keyboard('{Alt>}{ArrowLeft}{/Alt}{Control>}{ArrowRight}{/Control}');
    expect(within(viewer).getByText('1 / 4')).toBeInTheDocument();
  });

  it('closes with its Close button, focus back on the thumbnail', async () => {
    const user = userEvent.setup();
    await renderWithApp(
      <ImageGallery
        heading="Profile Images"
        groups={[{ label: 'Profiles', shape: 'profile', images: images('profile', 1) }]}
      />,
    );
    const thumbnail = screen.getByRole('button', { name: 'Profiles: image 1 of 1' });
    await user.click(thumbnail);
    const viewer = await screen.findByRole('dialog', { name: 'Profile Images: Profiles' });
    expect(within(viewer).getByText('1 / 1')).toBeInTheDocument();
    // One image: nothing to step to.
    expect(within(viewer).queryByRole('button', { name: 'Next image' })).not.toBeInTheDocument();
    await user.click(within(viewer).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(thumbnail).toHaveFocus();
  });

  it('renders nothing, not even its heading, without images', async () => {
    const { container } = await renderWithApp(
      <ImageGallery
        heading="Images"
        groups={[
          { label: 'Backdrops', shape: 'backdrop', images: [] },
          { label: 'Posters', shape: 'poster', images: [] },
        ]}
      />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});

describe('ImageGallery in German', () => {
  it('names the thumbnails, the viewer and its buttons in German', async () => {
    await setTestLanguage('de');
    const user = userEvent.setup();
    await renderWithApp(
      <ImageGallery
        heading="Bilder"
        groups={[{ label: 'Poster', shape: 'poster', images: images('poster', 2) }]}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Poster: Bild 2 von 2' }));
    const viewer = await screen.findByRole('dialog', { name: 'Bilder: Poster' });
    expect(within(viewer).getByRole('img', { name: 'Bilder: Poster, Bild 2 von 2' })).toBeVisible();
    await user.click(within(viewer).getByRole('button', { name: 'Vorheriges Bild' }));
    expect(within(viewer).getByText('1 / 2')).toBeInTheDocument();
    expect(within(viewer).getByRole('button', { name: 'Nächstes Bild' })).toBeVisible();
    await user.click(within(viewer).getByRole('button', { name: 'Schließen' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
