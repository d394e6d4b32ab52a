/** The CSP sources for a built page's inline scripts, and the page CSP that carries them. */
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { inlineScriptHashes } from '../../src/pages/inline-scripts.ts';
import { buildOfflineApp } from '../helpers.ts';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

const COLOR_SCHEME = `(function() {\n  document.documentElement.setAttribute("data-x", "dark");\n})();`;
const MODULE = 'import("/assets/late.js");';

const PAGE = `<!doctype html><html><head>
<script type="module" crossorigin src="/assets/app.js"></script>
<script>${COLOR_SCHEME}</script>
<script type="module">${MODULE}</script>
<title>Media Search</title></head>
<body><div id="root"></div>
<script type="application/json" id="app-files">["/assets/app.js"]</script>
<script type="application/ld+json">{"@type":"Movie"}</script>
</body></html>`;

describe('inlineScriptHashes', () => {
  it('names the hash of each inline script the browser runs, of its exact text', () => {
    expect(inlineScriptHashes(PAGE)).toEqual([sha256(COLOR_SCHEME), sha256(MODULE)]);
  });

  it('names none for a page whose scripts are all files or data', () => {
    expect(
      inlineScriptHashes(
        '<script src="/a.js"></script><script type="application/json">{"b":2}</script>',
      ),
    ).toEqual([]);
  });
});

describe('the page CSP', () => {
  const dirs: string[] = [];
  afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

  async function cspFor(indexHtml: string): Promise<string> {
    const work = await mkdtemp(path.join(tmpdir(), 'page-csp-'));
    dirs.push(work);
    const web = path.join(work, 'web');
    await mkdir(web);
    await writeFile(path.join(web, 'index.html'), indexHtml);
    const app = await buildOfflineApp(work, { webDistDir: web });
    try {
      const page = await app.inject('/about');
      const callback = await app.inject('/callback?code=x&state=y');
      expect(callback.headers['content-security-policy']).toBe(
        page.headers['content-security-policy'],
      );
      return String(page.headers['content-security-policy']);
    } finally {
      await app.close();
    }
  }

  it("lets the built page's own inline scripts run, and no other", async () => {
    const scriptSrc = (await cspFor(PAGE)).split('; ').find((d) => d.startsWith('script-src'));
    expect(scriptSrc).toBe(`script-src 'self' ${sha256(COLOR_SCHEME)} ${sha256(MODULE)}`);
  });

  it("allows only the app's own files when the page has no inline script", async () => {
    expect(await cspFor('<!doctype html><title>Media Search</title>')).toContain(
      "script-src 'self';",
    );
  });
});
