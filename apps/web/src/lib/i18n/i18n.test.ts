import { SERVER_NAMESPACES } from '@media-search/messages/layout';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage, changeLanguage, i18n, initialLanguage } from './i18n.ts';

afterEach(() => localStorage.clear());

describe('the UI language', () => {
  it('starts in English, with its messages already loaded', () => {
    expect(i18n.locale).toBe('en');
    expect(i18n._('shell.skipToContent')).toBe('Skip to content');
  });

  it('loads a language’s catalogues before switching to it, and sets <html lang>', async () => {
    await activateLanguage('de');
    expect(i18n.locale).toBe('de');
    expect(i18n._('shell.skipToContent')).toBe('Zum Inhalt springen');
    expect(document.documentElement.lang).toBe('de');
  });

  it('ends in the last language asked for when an earlier one loads later', async () => {
    await Promise.all([activateLanguage('fr'), activateLanguage('es')]);
    expect(i18n.locale).toBe('es');
    expect(i18n._('shell.skipToContent')).toBe('Saltar al contenido');
  });

  it('remembers a chosen language for the next visit', async () => {
    await changeLanguage('fr');
    expect(i18n._('shell.skipToContent')).toBe('Aller au contenu');
    expect(initialLanguage()).toBe('fr');
  });
});

describe("English's catalogues", () => {
  it('split into what the first screen shows and the rest, together every namespace but the server’s', async () => {
    const firstScreen = (await import('./messages/en.ts')).messages;
    const screens = (await import('./messages/en-screens.ts')).messages;
    const all = import.meta.glob<Record<string, string>>(
      '@media-search/messages/locales/*/en.json',
      { eager: true, import: 'default' },
    );
    const serverOnly = SERVER_NAMESPACES.map((namespace) => `/${namespace}/en.json`);
    const ids = Object.entries(all)
      .filter(([file]) => !serverOnly.some((ending) => file.endsWith(ending)))
      .flatMap(([, catalogue]) => Object.keys(catalogue));
    expect([...Object.keys(firstScreen), ...Object.keys(screens)].sort()).toEqual(ids.sort());
    // The search screen's own namespaces are in the first part; Discover's is not.
    expect(firstScreen).toHaveProperty(['search.placeholder']);
    expect(firstScreen).toHaveProperty(['shell.skipToContent']);
    expect(screens).toHaveProperty(['discover.sortBy']);
  });
});
