/**
 * A shared list as schema.org's `ItemList`, for search engines and link previews: its name,
 * description and address, and each title in order with its page on this site.
 */
import type { PublicList } from '@media-search/api-client';
import type { SiteAddresses } from '@/lib/page-head/json-ld.ts';
import { itemPath, sharedPath } from './list-view.ts';

export function itemListJsonLd(site: SiteAddresses, list: PublicList): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: list.name,
    ...(list.description ? { description: list.description } : {}),
    url: site.page(sharedPath(list.id)),
    numberOfItems: list.itemCount,
    itemListElement: list.items.results.map((item) => ({
      '@type': 'ListItem',
      position: item.position + 1,
      url: site.page(itemPath(item)),
      name: item.title,
    })),
  };
}
