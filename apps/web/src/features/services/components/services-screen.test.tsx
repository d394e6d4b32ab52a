/**
 * The "My services" picker against a fake API: signed out it keeps the choice in this browser;
 * signed in it saves the whole choice to the account; on sign-in the browser's choice is merged
 * into the account's (their union) and forgotten here.
 */
import type { GetMyServicesResponse, WatchProviderListResponse } from '@media-search/api-client';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { AuthContext } from '@/lib/auth-context.ts';
import { readStoredServices, SERVICES_KEY, storeServices } from '@/lib/my-services.ts';
import { saveWatchRegion } from '@/lib/watch-region.ts';
import { signedIn } from '@/testing/fixtures/auth.ts';
import { apiUrl, fakeApi } from '@/testing/fake-api.ts';
import { renderWithApp } from '@/testing/render.tsx';
import { ServicesScreen } from './services-screen.tsx';

const provider = (providerId: number, providerName: string, displayPriority: number) => ({
  providerId,
  providerName,
  logoPath: `/${providerId}.jpg`,
  displayPriority,
});
const NETFLIX = provider(8, 'Netflix', 1);
const PRIME = provider(9, 'Amazon Prime Video', 2);
const MAX = provider(1899, 'Max', 3);

/** Netflix and Prime offer movies in the US, Max and Netflix shows; Germany offers nothing. */
function serveProviders() {
  fakeApi.use(
    http.get(apiUrl('/api/watch-providers/:type'), ({ params, request }) => {
      const region = new URL(request.url).searchParams.get('region') ?? '';
      const us = params.type === 'movie' ? [NETFLIX, PRIME] : [MAX, NETFLIX];
      const body: WatchProviderListResponse = { region, providers: region === 'US' ? us : [] };
      return HttpResponse.json(body);
    }),
  );
}

/** An account holding `services`, and the bodies of the PUTs it was sent. */
function serveAccount(services: GetMyServicesResponse) {
  const puts: unknown[] = [];
  let held = services;
  fakeApi.use(
    http.get(apiUrl('/api/me/services'), () => HttpResponse.json(held)),
    http.put(apiUrl('/api/me/services'), async ({ request }) => {
      const body = (await request.json()) as { region: string; providerIds: number[] };
      puts.push(body);
      const all = [NETFLIX, PRIME, MAX];
      held = {
        region: body.region,
        providers: all
          .filter((p) => body.providerIds.includes(p.providerId))
          .map(({ providerId, providerName, logoPath }) => ({
            providerId,
            providerName,
            logoPath,
          })),
      };
      return HttpResponse.json(held);
    }),
  );
  return puts;
}

afterEach(() => {
  storeServices(undefined);
  localStorage.clear();
});

describe('the My services screen', () => {
  it('lists the region’s services once each, by name, and keeps the ticked ones in this browser', async () => {
    saveWatchRegion('US');
    serveProviders();
    await renderWithApp(<ServicesScreen />);
    const boxes = await screen.findAllByRole('checkbox');
    expect(boxes.map((box) => box.closest('label')?.textContent)).toEqual([
      'Netflix',
      'Amazon Prime Video',
      'Max',
    ]);
    expect(
      screen.getByText('Kept in this browser. Log in to keep them in your account.'),
    ).toBeVisible();
    const user = userEvent.setup();
    // Keyboard: Tab reaches a box, Space ticks it.
    screen.getByRole('checkbox', { name: 'Max' }).focus();
    await user.keyboard(' ');
    await user.click(screen.getByRole('checkbox', { name: 'Netflix' }));
    await waitFor(() =>
      expect(readStoredServices()?.providers.map((p) => p.providerId)).toEqual([8, 1899]),
    );
    expect(readStoredServices()?.region).toBe('US');
    expect(screen.getByRole('checkbox', { name: 'Netflix' })).toBeChecked();
    expect(screen.getByText('2 services chosen')).toBeVisible();
    await user.click(screen.getByRole('checkbox', { name: 'Netflix' }));
    await waitFor(() =>
      expect(readStoredServices()?.providers.map((p) => p.providerId)).toEqual([1899]),
    );
  });

  it('says so when the catalogue knows no services in the region', async () => {
    saveWatchRegion('DE');
    serveProviders();
    await renderWithApp(<ServicesScreen />);
    expect(
      await screen.findByText(
        'This catalogue knows no streaming services in Germany. Choose another region.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('signed in, saves the whole choice to the account', async () => {
    serveProviders();
    const puts = serveAccount({
      region: 'US',
      providers: [{ providerId: 8, providerName: 'Netflix', logoPath: null }],
    });
    await renderWithApp(
      <AuthContext.Provider value={signedIn}>
        <ServicesScreen />
      </AuthContext.Provider>,
    );
    expect(await screen.findByRole('checkbox', { name: 'Netflix' })).toBeChecked();
    expect(screen.getByText('Kept in your account.')).toBeVisible();
    await userEvent.setup().click(screen.getByRole('checkbox', { name: 'Amazon Prime Video' }));
    await waitFor(() => expect(puts).toEqual([{ region: 'US', providerIds: [8, 9] }]));
    expect(readStoredServices()).toBeUndefined();
  });

  it('on sign-in, merges the browser’s choice into the account’s and forgets it here', async () => {
    serveProviders();
    storeServices({
      region: 'US',
      providers: [
        { providerId: 9, providerName: 'Amazon Prime Video', logoPath: null },
        { providerId: 8, providerName: 'Netflix', logoPath: null },
      ],
    });
    const puts = serveAccount({
      region: 'US',
      providers: [{ providerId: 1899, providerName: 'Max', logoPath: null }],
    });
    await renderWithApp(
      <AuthContext.Provider value={signedIn}>
        <ServicesScreen />
      </AuthContext.Provider>,
    );
    await waitFor(() => expect(puts).toEqual([{ region: 'US', providerIds: [1899, 9, 8] }]));
    await waitFor(() => expect(localStorage.getItem(SERVICES_KEY)).toBeNull());
    for (const name of ['Netflix', 'Amazon Prime Video', 'Max'])
      expect(await screen.findByRole('checkbox', { name })).toBeChecked();
  });
});
