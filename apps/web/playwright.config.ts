import { defineConfig } from '@playwright/test';
import { PHONE_USER_AGENT } from './e2e/support/devices.ts';
import { E2E_OFFLINE_ORIGIN, E2E_ORIGIN } from './e2e/support/e2e-server.ts';

const phone = {
  viewport: { width: 390, height: 844 },
  hasTouch: true,
  userAgent: PHONE_USER_AGENT,
};
const desktop = { viewport: { width: 1440, height: 900 } };
const offlineSpecs = /offline\.spec\.ts$/;
/**
 * The specs about what changes with the window's size (the layout below 600 px, cards, grids and
 * image widths, scrolling and Back on a touch screen, the first paint, the phone's details
 * layout, axe and the sideways fit at a phone's width) run at both sizes; the rest run at the
 * desktop size only. Those that need a narrow screen too set 360 px themselves (the personal
 * stories, search tabs, suggestions, filmography, the depth screens), so a second run at the
 * phone's size would test nothing new at about a third of the suite's time (docs/testing.md).
 */
const phoneSpecs =
  /\/(accessibility|card-grids|cards|discover|first-paint|image-widths|layout|movie-depth|navigation|scroll-restoration|scrolling|search|server-rendered-screen|videos)\.spec\.ts$/;
const offlinePhoneSpecs =
  /\/(cards|discover|navigation|scroll-restoration|scrolling)-offline\.spec\.ts$/;

/**
 * End-to-end tests against the built app served by the real server, in Debian's Chromium
 * (no browser is downloaded), at a phone and a desktop size: most specs against the fake TMDB,
 * the offline ones against the demo catalogue a newcomer gets.
 */
export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  reporter: 'list',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: E2E_ORIGIN,
    // No trace: recording one for every test (to keep a failure's) made the suite about a fifth
    // slower. A failure keeps its screenshot; docs/testing.md says how to get a trace.
    screenshot: 'only-on-failure',
    // Specs answer requests with page.route, which a service worker's fetches would bypass; the
    // PWA specs opt in with test.use({ serviceWorkers: 'allow' }).
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
      ],
    },
  },
  projects: [
    { name: 'phone', use: phone, testMatch: phoneSpecs },
    { name: 'desktop', use: desktop, testIgnore: offlineSpecs },
    {
      name: 'offline-phone',
      use: { ...phone, baseURL: E2E_OFFLINE_ORIGIN },
      testMatch: offlinePhoneSpecs,
    },
    {
      name: 'offline-desktop',
      use: { ...desktop, baseURL: E2E_OFFLINE_ORIGIN },
      testMatch: offlineSpecs,
    },
  ],
});
