import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

const isOnline = () => onlineManager.isOnline();

/**
 * Whether the browser says it is online, as TanStack Query sees it: while it is not, queries
 * wait (paused) rather than fail, and they resume by themselves once it is back.
 */
export function useOnline(): boolean {
  return useSyncExternalStore(onlineManager.subscribe.bind(onlineManager), isOnline, () => true);
}
