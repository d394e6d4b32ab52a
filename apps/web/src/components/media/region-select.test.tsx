import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, heldAnswer } from '@/testing/fake-api.ts';
import { renderWithApp } from '@/testing/render.tsx';
import { RegionSelect } from './region-select.tsx';

// As TMDB names them in English: not always as Intl does ('United States').
const regions = {
  regions: [
    { code: 'DE', name: 'Germany' },
    { code: 'GB', name: 'United Kingdom' },
    { code: 'US', name: 'United States of America' },
  ],
};

describe('the Region choice', () => {
  it('keeps what is typed while its list is on its way, and offers the matches once it comes', async () => {
    const held = heldAnswer('/api/regions', regions);
    fakeApi.use(held.handler);
    const onChange = vi.fn();
    await renderWithApp(<RegionSelect value="US" onChange={onChange} />);
    const box = screen.getByRole('combobox', { name: 'Region' });
    expect(box).toHaveValue('United States');

    const user = userEvent.setup();
    await user.clear(box);
    await user.type(box, 'Ger');
    expect(box).toHaveValue('Ger');

    held.release();
    expect(await screen.findByRole('option', { name: 'Germany' })).toBeVisible();
    expect(box).toHaveValue('Ger');
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith('DE');
  });

  it('names the current region alike before and after its list comes, so typing is never undone', async () => {
    const held = heldAnswer('/api/regions', regions);
    fakeApi.use(held.handler);
    await renderWithApp(<RegionSelect value="US" onChange={vi.fn()} />);
    const box = screen.getByRole('combobox', { name: 'Region' });
    expect(box).toHaveValue('United States');

    const user = userEvent.setup();
    await user.click(box);
    held.release();
    expect(await screen.findByRole('option', { name: 'Germany' })).toBeVisible();
    expect(screen.getByRole('option', { name: 'United States' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(box).toHaveValue('United States');
  });
});
