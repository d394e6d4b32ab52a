/**
 * The web app's real index.html, cut as the server cuts it: a change there (a reordered
 * description, a second title) must not leave pages with two titles or the generic description.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PageTemplate } from '../../src/pages/page-template.ts';

const indexHtml = readFileSync(
  path.resolve(import.meta.dirname, '../../../web/index.html'),
  'utf8',
);

describe('PageTemplate on apps/web/index.html', () => {
  const page = new PageTemplate(indexHtml).render('<title>Orbit of Ash</title>', '{"a":1}', 'de');

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

  it('puts the data for the app in the body, before the document ends', () => {
    const seedAt = page.indexOf('<script type="application/json" id="initial-queries">{"a":1}');
    expect(seedAt).toBeGreaterThan(page.indexOf('<div id="root">'));
    expect(seedAt).toBeLessThan(page.indexOf('</body>'));
  });
});
