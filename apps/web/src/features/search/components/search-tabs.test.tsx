import type { ResultListResponse, SearchCountsResponse } from '@media-search/api-client';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { answer, apiUrl, fakeApi } from '@/testing/fake-api.ts';
import { movieResult } from '@/testing/fixtures/shared.ts';
import { setTestLanguage } from '@/testing/language.ts';
import { renderWithApp } from '@/testing/render.tsx';
import type { SearchType } from '../api/search-queries.ts';
import { SearchResults } from './search-results.tsx';

const person = (id: number, name: string) => ({
  ...movieResult(id, '', null),
  mediaType: 'person' as const,
  title: null,
  name,
  knownForDepartment: 'Acting',
});

const counts: SearchCountsResponse = { all: 12345, movie: 1234, tv: 0, person: 7 };

/** The API's search, answering each `type` with its own results. */
function searchByType() {
  const asked: (string | null)[] = [];
  const results = {
    all: [movieResult(101, 'Orbit of Ash', '1999-10-15'), person(306, 'Orla Bittner')],
    movie: [movieResult(101, 'Orbit of Ash', '1999-10-15')],
    tv: [],
    person: [person(306, 'Orla Bittner')],
  };
  const handler = http.get(apiUrl('/api/search/orbit'), ({ request }) => {
    const type = new URL(request.url).searchParams.get('type');
    asked.push(type);
    const page: ResultListResponse = {
      page: 1,
      totalPages: 1,
      totalResults: 1,
      results: results[(type ?? 'all') as SearchType],
    };
    return HttpResponse.json(page);
  });
  return { asked, handler };
}

/** The results with their tab kept as the route keeps it in the address. */
function Tabbed({ initial = 'all' }: { initial?: SearchType }) {
  const [type, setType] = useState<SearchType>(initial);
  return <SearchResults text="orbit" type={type} onTypeChange={setType} />;
}

describe('the search results’ tabs', () => {
  it('names each tab with its count, grouped, and selects the one shown', async () => {
    const search = searchByType();
    fakeApi.use(search.handler, answer('/api/search-counts/orbit', counts));
    await renderWithApp(<Tabbed />);
    const tabs = screen.getByRole('tablist', { name: 'Result types' });
    expect(await within(tabs).findByRole('tab', { name: 'All (12,345)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(within(tabs).getByRole('tab', { name: 'Movies (1,234)' })).toBeVisible();
    expect(within(tabs).getByRole('tab', { name: 'TV Shows (0)' })).toBeVisible();
    expect(within(tabs).getByRole('tab', { name: 'People (7)' })).toBeVisible();
    expect(screen.getByRole('tabpanel', { name: 'All (12,345)' })).toBeVisible();
  });

  it('shows only the chosen type’s results, asked for by type', async () => {
    const search = searchByType();
    fakeApi.use(search.handler, answer('/api/search-counts/orbit', counts));
    await renderWithApp(<Tabbed />);
    expect(await screen.findByRole('link', { name: /Orla Bittner/ })).toBeVisible();
    await userEvent.click(await screen.findByRole('tab', { name: 'Movies (1,234)' }));
    expect(screen.getByRole('tab', { name: 'Movies (1,234)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect.poll(() => screen.queryByRole('link', { name: /Orla Bittner/ })).toBeNull();
    expect(screen.getByRole('link', { name: /Orbit of Ash/ })).toBeVisible();
    // All is the API's default: it names no type, as the search always asked.
    expect(search.asked).toEqual([null, 'movie']);
  });

  it('moves between tabs with the arrow keys and opens one with Enter', async () => {
    const search = searchByType();
    fakeApi.use(search.handler, answer('/api/search-counts/orbit', counts));
    await renderWithApp(<Tabbed />);
    const all = await screen.findByRole('tab', { name: 'All (12,345)' });
    all.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'People (7)' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('tab', { name: 'People (7)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect.poll(() => search.asked).toContain('person');
  });

  it('says No Results on a tab with none', async () => {
    const search = searchByType();
    fakeApi.use(search.handler, answer('/api/search-counts/orbit', counts));
    await renderWithApp(<Tabbed initial="tv" />);
    expect(await screen.findByText('No Results')).toBeVisible();
    expect(search.asked).toEqual(['tv']);
  });

  it('names the tabs before the counts come', async () => {
    const search = searchByType();
    fakeApi.use(
      search.handler,
      http.get(apiUrl('/api/search-counts/orbit'), () => new Promise<never>(() => undefined)),
    );
    await renderWithApp(<Tabbed />);
    const names = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(names).toEqual(['All', 'Movies', 'TV Shows', 'People']);
  });

  it.each([
    ['de', 'Filme (1.234)', 'Alle (12.345)'],
    // French groups with a narrow no-break space.
    ['fr', /^Films \(1\u202f234\)$/, /^Tout \(12\u202f345\)$/],
    ['es', 'Películas (1234)', 'Todo (12.345)'],
  ] as const)('groups the counts as %s does', async (language, movies, all) => {
    await setTestLanguage(language);
    fakeApi.use(searchByType().handler, answer('/api/search-counts/orbit', counts));
    await renderWithApp(<Tabbed />);
    expect(await screen.findByRole('tab', { name: movies })).toBeVisible();
    expect(screen.getByRole('tab', { name: all })).toBeVisible();
  });
});
