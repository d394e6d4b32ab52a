/// <reference types="vite-plugin-pwa/vanillajs" />
/**
 * The service worker (apps/web/pwa.config.ts), registered once the first screen is up and the
 * browser is idle, so neither its code (workbox-window) nor its precaching competes with the
 * first screen. A new version installs in the background and waits: `useUpdateWaiting` tells
 * the app, and `activateUpdate` lets it take over and reloads the page.
 */
import { getConfiguration } from '@media-search/api-client';
import { useSyncExternalStore } from 'react';
import { whenIdle } from './when-idle.ts';

/** Longest wait for an idle moment before registering anyway. */
const IDLE_TIMEOUT_MS = 5000;

type ActivateUpdate = () => Promise<void>;

let registered = false;
let waitingUpdate: ActivateUpdate | undefined;
const listeners = new Set<() => void>();

export function registerServiceWorkerWhenIdle(): void {
  // The development server has no worker to register (vite-plugin-pwa builds it).
  if (registered || import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  registered = true;
  whenIdle(() => {
    void import('virtual:pwa-register').then(({ registerSW }) => {
      const updateServiceWorker = registerSW({
        immediate: true,
        onNeedReload: reloadOnce,
        onOfflineReady: keepConfigurationForOffline,
        onNeedRefresh: () => {
          waitingUpdate = () => updateServiceWorker();
          for (const listener of listeners) listener();
        },
      });
    });
  }, IDLE_TIMEOUT_MS);
}

/**
 * A server-rendered page carries the configuration in its dehydrated query cache, so the
 * browser may never have asked for it, and the worker keeps only what passes through it. A
 * screen opened offline from the app shell needs it: asked once through the worker when it
 * first controls the page, it is kept with the catalogue's other answers.
 */
function keepConfigurationForOffline(): void {
  const ask = () => void getConfiguration().catch(() => undefined);
  if (navigator.serviceWorker.controller) ask();
  else navigator.serviceWorker.addEventListener('controllerchange', ask, { once: true });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether a new version of the app is installed and waits to take over. */
export function useUpdateWaiting(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => waitingUpdate !== undefined,
    () => false,
  );
}

let reloading = false;
function reloadOnce(): void {
  if (reloading) return;
  reloading = true;
  window.location.reload();
}

/** Hands the page to the waiting version and reloads it under that version. */
export async function activateUpdate(): Promise<void> {
  // registerSW reloads by itself only a page that already had a worker when it registered; the
  // page that installed the first worker did not, so the change of worker is watched here too.
  navigator.serviceWorker.addEventListener('controllerchange', reloadOnce, { once: true });
  await waitingUpdate?.();
}
