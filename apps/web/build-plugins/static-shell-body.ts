/**
 * Puts the app's top bar, drawn at build time (src/app/static-shell.tsx), into index.html's
 * `#root`: the page shows it with its first paint instead of a blank screen until the app's
 * code has downloaded and run. The module is loaded with Vite's module runner and the same
 * message compiler and `@/` paths as the app, so the bar is what the app would draw.
 */
import path from 'node:path';
import { lingui } from '@lingui/vite-plugin';
import { runnerImport, type Plugin } from 'vite';

/** What src/app/static-shell.tsx exports (a JSX module, outside this config's TypeScript project). */
interface StaticShell {
  staticShellMarkup: (language: 'en') => Promise<string>;
}

const webDir = path.resolve(import.meta.dirname, '..');
const EMPTY_ROOT = '<div id="root"></div>';

export function staticShellBody(): Plugin {
  return {
    name: 'media-search:static-shell-body',
    apply: 'build',
    async transformIndexHtml(html) {
      const { module } = await runnerImport<StaticShell>('/src/app/static-shell.tsx', {
        configFile: false,
        root: webDir,
        logLevel: 'error',
        resolve: { tsconfigPaths: true },
        plugins: [lingui({ configPath: path.join(webDir, 'lingui.config.ts') })],
      });
      if (!html.includes(EMPTY_ROOT)) throw new Error(`index.html has no ${EMPTY_ROOT}`);
      return html.replace(
        EMPTY_ROOT,
        `<div id="root">${await module.staticShellMarkup('en')}</div>`,
      );
    },
  };
}
