/**
 * The Content-Security-Policy sources that let a page's own inline scripts run under
 * `script-src 'self'`: a `'sha256-…'` hash of each one's text (CSP Level 2). The built web app
 * has one, MUI's colour-scheme script, which must run before the first paint and so cannot wait
 * for a file; hashing what index.html holds keeps the policy right whatever the build wrote.
 */
import { createHash } from 'node:crypto';

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
/** Types a browser runs as script; any other (JSON data, for one) is data and never runs. */
const RUNNABLE_TYPE = /^\s*(?:text\/javascript|application\/javascript|module)?\s*$/i;
const TYPE_ATTRIBUTE = /\btype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;

export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', text = ''] of html.matchAll(SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = TYPE_ATTRIBUTE.exec(attributes);
    if (type && !RUNNABLE_TYPE.test(type[1] ?? type[2] ?? type[3] ?? '')) continue;
    hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}
