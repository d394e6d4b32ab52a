/**
 * What a route puts in its page's head (its `head()`): the title, a description, the canonical
 * address, Open Graph and Twitter card tags for link previews, and a schema.org description for
 * search engines. TanStack Router's `HeadContent` writes them, escaped, into the server's render.
 */
import type { AnyRouteMatch } from '@tanstack/react-router';
import type { SiteAddresses } from './json-ld.ts';

export const SITE_NAME = 'Media Search';

/** Open Graph's kinds for what the pages show. */
export type OpenGraphType =
  'website' | 'video.movie' | 'video.tv_show' | 'video.episode' | 'profile';

export interface PageHead {
  /** The screen's own title, as the app names the tab (use-page-title.ts); none on Home. */
  title?: string;
  description: string;
  /** The page's path and query on this site. */
  path: string;
  ogType: OpenGraphType;
  /** The poster, still or portrait: a path from the catalogue. */
  image?: string | null;
  /** A schema.org description of what the page shows. */
  jsonLd?: (site: SiteAddresses) => object;
}

/** The tab title the app sets for a screen titled `title` (use-page-title.ts). */
export function documentTitle(title: string | undefined): string {
  return title ? `${title} | ${SITE_NAME}` : SITE_NAME;
}

/** Long enough for a search result's snippet or a chat preview, cut at a word. */
const DESCRIPTION_LENGTH = 200;

export function shortDescription(text: string | null | undefined): string {
  const flat = (text ?? '').replace(/\s+/g, ' ').trim();
  if (flat.length <= DESCRIPTION_LENGTH) return flat;
  const cut = flat.slice(0, DESCRIPTION_LENGTH - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > DESCRIPTION_LENGTH / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/** The head as a route's `head()` returns it. */
export type RouteHead = {
  meta: NonNullable<AnyRouteMatch['meta']>;
  links: NonNullable<AnyRouteMatch['links']>;
  scripts: NonNullable<AnyRouteMatch['headScripts']>;
};

const SCRIPT_ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * JSON as the text of a `<script>` element: no `</script>` or `<!--` can end or bend it, as no
 * `<` is left. These characters only occur inside JSON strings, where the `\\u` escapes read
 * back as the same characters.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (character) => SCRIPT_ESCAPES[character] ?? character,
  );
}

/** `head`'s tags, with every address absolute on the site. */
export function routeHead(site: SiteAddresses, head: PageHead): RouteHead {
  const url = site.page(head.path);
  const image = site.image(head.image ?? null);
  const title = head.title ?? SITE_NAME;
  return {
    meta: [
      { title: documentTitle(head.title) },
      { name: 'description', content: head.description },
      { property: 'og:site_name', content: SITE_NAME },
      { property: 'og:type', content: head.ogType },
      { property: 'og:title', content: title },
      { property: 'og:description', content: head.description },
      { property: 'og:url', content: url },
      ...(image ? [{ property: 'og:image', content: image }] : []),
      // The large card shows the poster; without one the small card is all there is to show.
      { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
    ],
    links: [{ rel: 'canonical', href: url }],
    scripts: head.jsonLd
      ? [{ type: 'application/ld+json', children: scriptJson(head.jsonLd(site)) }]
      : [],
  };
}
