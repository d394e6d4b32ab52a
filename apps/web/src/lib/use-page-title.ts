import { useEffect } from 'react';

const APP_NAME = 'Media Search';

/** Names the browser tab after the screen, so history and screen readers can tell pages apart. */
export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} | ${APP_NAME}` : APP_NAME;
  }, [title]);
}
