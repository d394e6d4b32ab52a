/**
 * `/sitemap.xml` and `/robots.txt`: the public screens and the details pages of what is popular
 * and trending now, so search engines find the pages people are most likely to look for.
 */
import type { Catalog } from '../catalog/catalog.ts';
import type { SearchResult } from '../catalog/view-models.ts';
import { escapeHtml } from './escape.ts';

/** The screens worth a search engine's visit that name no catalogue item. */
const PUBLIC_SCREENS = [
  '/',
  '/about',
  '/popular/movies',
  '/popular/tv',
  '/popular/actors',
  '/trending/movies',
  '/trending/tv',
  '/trending/actors',
];

/** The signed-in visitor's screens and the sign-in step, which no search engine should list. */
const PRIVATE_SCREENS = ['/favorites', '/callback'];

const LISTS = [
  ['movie', 'popular'],
  ['tv', 'popular'],
  ['person', 'popular'],
  ['movie', 'trending'],
  ['tv', 'trending'],
  ['person', 'trending'],
] as const;

const detailsPath = ({ mediaType, id }: SearchResult) =>
  `/${mediaType === 'tv' ? 'tv' : mediaType === 'person' ? 'person' : 'movie'}/${id}`;

/**
 * The sitemap for a site at `origin`. A list the catalogue cannot give right now is left out:
 * the fixed screens are always there.
 */
export async function sitemapXml(catalog: Catalog, origin: string): Promise<string> {
  const lists = await Promise.allSettled(LISTS.map(([type, kind]) => catalog.list(type, kind, 1)));
  const paths = new Set(PUBLIC_SCREENS);
  for (const list of lists) {
    if (list.status === 'fulfilled')
      for (const item of list.value.results) paths.add(detailsPath(item));
  }
  const urls = [...paths].map((path) => `  <url><loc>${escapeHtml(origin + path)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** Everything may be crawled but the signed-in screens; the sitemap says where to start. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_SCREENS.map((path) => `Disallow: ${path}`),
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
