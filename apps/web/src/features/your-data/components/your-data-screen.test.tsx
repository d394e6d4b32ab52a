/**
 * The Your data screen against a fake API: a refused file shows the API's message; a job
 * being matched shows its progress and then its preview (counts per kind and outcome, the rows
 * to decide, whose choice is sent); Import and the done links; the delete confirmation stays
 * disabled until the account name is typed.
 */
import type { ImportJob, ImportRow } from '@media-search/api-client';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { AuthContext } from '@/lib/auth-context.ts';
import { signedIn } from '@/testing/fixtures/auth.ts';
import { apiUrl, failure, fakeApi } from '@/testing/fake-api.ts';
import { renderWithApp } from '@/testing/render.tsx';
import { YourDataScreen } from './your-data-screen.tsx';

const counts = (values: Partial<Record<'new' | 'existing' | 'unmatched' | 'skipped', number>>) => ({
  new: 0,
  existing: 0,
  conflicting: 0,
  unmatched: 0,
  skipped: 0,
  ...values,
});

const job = (over: Partial<ImportJob>): ImportJob => ({
  id: 'job-1',
  fileName: 'ratings.csv',
  format: 'letterboxd',
  status: 'ready',
  progress: { matched: 2, total: 2 },
  error: null,
  createdAt: '2026-11-28T10:00:00Z',
  finishedAt: null,
  summary: {
    watched: counts({}),
    rating: counts({ new: 1, unmatched: 1 }),
    watchlist: counts({}),
    favorite: counts({}),
    'list-item': counts({}),
  },
  services: null,
  ...over,
});

const ambiguous: ImportRow = {
  rowId: 7,
  kind: 'rating',
  file: 'ratings.csv',
  row: 3,
  label: 'Orbit (1999)',
  candidates: [
    { mediaType: 'movie', mediaId: 101, title: 'Orbit of Ash', year: 1999, posterPath: null },
    { mediaType: 'movie', mediaId: 102, title: 'Orbit of Embers', year: 2000, posterPath: null },
  ],
  choice: null,
  conflict: null,
};

const page = (results: ImportRow[]) => ({
  page: 1,
  pageSize: 10,
  totalResults: results.length,
  totalPages: 1,
  results,
});

/** The job as the server keeps it: `states` in turn, one per read, the last one staying. */
function serveJob(...states: ImportJob[]) {
  const decisions: unknown[] = [];
  fakeApi.use(
    http.get(apiUrl('/api/me/imports/job-1'), () =>
      HttpResponse.json(states.length > 1 ? states.shift() : states[0]),
    ),
    http.get(apiUrl('/api/me/imports/job-1/rows'), ({ request }) => {
      const outcome = new URL(request.url).searchParams.get('outcome');
      return HttpResponse.json(page(outcome === 'ambiguous' ? [ambiguous] : []));
    }),
    http.put(apiUrl('/api/me/imports/job-1/rows/7'), async ({ request }) => {
      decisions.push(await request.json());
      return HttpResponse.json(ambiguous);
    }),
    http.post(apiUrl('/api/me/imports/job-1/apply'), () => {
      states.splice(0, states.length, job({ status: 'done' }));
      return HttpResponse.json(states[0]);
    }),
  );
  return { decisions };
}

const renderScreen = (jobId?: string, onJob = vi.fn(), jobs: ImportJob[] = []) => {
  fakeApi.use(http.get(apiUrl('/api/me/imports'), () => HttpResponse.json(jobs)));
  return renderWithApp(
    <AuthContext.Provider value={signedIn}>
      <YourDataScreen jobId={jobId} onJob={onJob} />
    </AuthContext.Provider>,
  );
};

describe('the Your data screen', () => {
  it('shows the API’s message for a file it refuses, and stays without a job', async () => {
    const message = 'ratings.csv, row 2, column Rating: “11” is not a rating from 0.5 to 5.';
    fakeApi.use(
      http.post(apiUrl('/api/me/imports'), () =>
        HttpResponse.json(
          { statusCode: 400, code: 'IMPORT_FILE_INVALID', message },
          { status: 400 },
        ),
      ),
    );
    const onJob = vi.fn();
    await renderScreen(undefined, onJob);
    const user = userEvent.setup();
    const input = document.querySelector<HTMLInputElement>('input[type=file]');
    if (!input) throw new Error('no file input');
    await user.upload(input, new File(['Date,Name'], 'ratings.csv', { type: 'text/csv' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('ratings.csv could not be read');
    expect(alert).toHaveTextContent(message);
    expect(onJob).not.toHaveBeenCalled();
  });

  it('follows the matching, then previews the counts and sends a row’s choice', async () => {
    const { decisions } = serveJob(
      job({ status: 'matching', progress: { matched: 1234, total: 10000 }, summary: null }),
      job({}),
    );
    await renderScreen('job-1');
    expect(await screen.findByText('Matching 1,234 of 10,000')).toBeVisible();
    expect(
      screen.getByRole('progressbar', { name: 'Matching the titles of ratings.csv' }),
    ).toHaveAttribute('aria-valuenow', '12');

    expect(
      await screen.findByRole('heading', { name: 'What ratings.csv holds' }, { timeout: 3000 }),
    ).toBeVisible();
    const ratings = screen.getByRole('row', { name: /^Ratings/ });
    expect(
      within(ratings)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1', '0', '0', '1', '0']);
    const row = await screen.findByRole('group', { name: /Orbit \(1999\)/ });
    expect(row).toHaveTextContent('ratings.csv, row 3');
    const user = userEvent.setup();
    await user.click(within(row).getByRole('radio', { name: 'Orbit of Embers (2000)' }));
    await vi.waitFor(() =>
      expect(decisions).toEqual([{ choice: { mediaType: 'movie', mediaId: 102 } }]),
    );
    await user.click(within(row).getByRole('radio', { name: 'Skip' }));
    await vi.waitFor(() => expect(decisions).toHaveLength(2));
    expect(decisions[1]).toEqual({ choice: 'skip' });

    await user.click(screen.getByRole('button', { name: 'Import' }));
    const done = await screen.findByRole('alert');
    expect(done).toHaveTextContent('ratings.csv is imported');
    expect(within(done).getByRole('link', { name: 'Ratings' })).toHaveAttribute('href', '/ratings');
  });

  it('offers to continue an import left without its address', async () => {
    const onJob = vi.fn();
    await renderScreen(undefined, onJob, [
      job({ status: 'ready', fileName: 'watched.csv' }),
      job({ id: 'job-0', status: 'done' }),
    ]);
    const offer = await screen.findByRole('alert');
    expect(offer).toHaveTextContent('Your import of watched.csv is not finished.');
    await userEvent.setup().click(within(offer).getByRole('button', { name: 'Continue' }));
    expect(onJob).toHaveBeenCalledWith('job-1');
  });

  it('says a job that is gone is gone', async () => {
    fakeApi.use(failure('/api/me/imports/job-1', 404, 'NOT_FOUND', 'No such import.'));
    await renderScreen('job-1');
    expect(
      await screen.findByText('This import is no longer here. Choose the file again.'),
    ).toBeVisible();
  });

  it('deletes only once the account name is typed', async () => {
    const sent: unknown[] = [];
    fakeApi.use(
      http.delete(apiUrl('/api/me'), async ({ request }) => {
        sent.push(await request.json());
        return new HttpResponse(null, { status: 204 });
      }),
    );
    await renderScreen();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete my data…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete all your data?' });
    expect(dialog).toHaveTextContent('type your account name: Ada');
    const confirm = within(dialog).getByRole('button', { name: 'Delete everything' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: 'Account name' }), 'Ad');
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: 'Account name' }), 'a');
    await user.click(confirm);
    expect(await screen.findByRole('dialog', { name: 'Your data is deleted' })).toBeVisible();
    expect(sent).toEqual([{ confirm: 'Ada' }]);
  });
});
