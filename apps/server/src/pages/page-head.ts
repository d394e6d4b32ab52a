/**
 * The head a page is served with: its title, description, canonical address, Open Graph and
 * Twitter card tags for link previews, and its schema.org description for search engines.
 * Every value is escaped here, so callers pass catalogue text as it is.
 */
import { escapeHtml, escapeScriptJson } from './escape.ts';

export const SITE_NAME = 'Media Search';

/** Open Graph's kinds for what the pages show. */
export type OpenGraphType =
  'website' | 'video.movie' | 'video.tv_show' | 'video.episode' | 'profile';

export interface PageHead {
  /** The screen's own title, as the web app names the tab (`use-page-title.ts`); none on Home. */
  title?: string;
  description: string;
  /** The page's address, absolute. */
  url: string;
  ogType: OpenGraphType;
  /** The poster, still or portrait, absolute. */
  image?: string;
  /** A schema.org description of what the page shows. */
  jsonLd?: object;
}

/** The tab title the web app sets for a screen titled `title` (use-page-title.ts). */
export function documentTitle(title: string | undefined): string {
  return title ? `${title} | ${SITE_NAME}` : SITE_NAME;
}

/** Long enough for a search result's snippet or a chat preview, cut at a word. */
const DESCRIPTION_LENGTH = 200;

export function shortDescription(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= DESCRIPTION_LENGTH) return flat;
  const cut = flat.slice(0, DESCRIPTION_LENGTH - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > DESCRIPTION_LENGTH / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

const meta = (attribute: 'name' | 'property', key: string, value: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`;

/** The tags, one per line, to put in the page's `<head>`. */
export function renderHead(head: PageHead): string {
  const tags = [
    `<title>${escapeHtml(documentTitle(head.title))}</title>`,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeHtml(head.url)}" />`,
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:type', head.ogType),
    meta('property', 'og:title', head.title ?? SITE_NAME),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.url),
    ...(head.image ? [meta('property', 'og:image', head.image)] : []),
    // The large card shows the poster; without one the small card is all there is to show.
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    ...(head.jsonLd
      ? [
          `<script type="application/ld+json">${escapeScriptJson(JSON.stringify(head.jsonLd))}</script>`,
        ]
      : []),
  ];
  return tags.join('\n    ');
}
