/**
 * The web app's real index.html, cut as the server cuts it: a change there (a reordered
 * description, a second title) must not leave pages with two titles or the generic description.
 * And a built one with a rendered screen, which starts the app as its render says.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PageTemplate } from '../../src/pages/page-template.ts';
import { BUILT_INDEX_HTML } from './built-web-app.ts';

const indexHtml = readFileSync(
  path.resolve(import.meta.dirname, '../../../web/index.html'),
  'utf8',
);

describe('PageTemplate on apps/web/index.html', () => {
  const template = new PageTemplate(indexHtml);
  const page = template.render('<title>Orbit of Ash</title>', 'de');

  it('puts the page’s head in place of the generic title and description', () => {
    expect(page.match(/<title>/g)).toEqual(['<title>']);
    expect(page).toContain('<title>Orbit of Ash</title>');
    expect(page).not.toContain('name="description"');
    expect(page.indexOf('<title>')).toBeLessThan(page.indexOf('</head>'));
  });

  it('states the page’s language as the document’s, once', () => {
    expect(page.match(/<html\b[^>]*>/g)).toEqual([expect.stringContaining('lang="de"')]);
    expect(page).not.toContain('lang="en"');
  });

  it('gives the app’s shell the template’s own title and description', () => {
    const shell = template.render('', 'fr');
    expect(shell.match(/<title>/g)).toEqual(['<title>']);
    expect(shell).toContain('<title>Media Search</title>');
    expect(shell.match(/name="description"/g)).toHaveLength(1);
  });
});

describe('PageTemplate on a built index.html', () => {
  it('starts a rendered screen as its render says, else by the module script', () => {
    const entry = /<script type="module" crossorigin src="[^"]+"><\/script>/;
    const screen = { root: '<main><h1>Orbit of Ash</h1></main>', head: '<style></style>' };
    const built = new PageTemplate(BUILT_INDEX_HTML);
    const started = built.render('', 'en', { ...screen, start: '<script>start()</script>' });
    expect(started).toContain('<div id="root"><main><h1>Orbit of Ash</h1></main></div>');
    expect(started).toContain('<style></style><script>start()</script></head>');
    expect(started).not.toMatch(entry);
    expect(built.render('', 'en', { ...screen, start: '' })).toMatch(entry);
  });
});
