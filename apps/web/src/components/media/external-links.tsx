/**
 * Links to a title's or a person's pages elsewhere: IMDb first (SPEC's 'IMDB' button), then
 * Wikidata, Facebook, Instagram, X, TikTok, YouTube and the official homepage, each only when
 * known. Nothing at all when none is.
 */
import { useLingui } from '@lingui/react';
import type { ExternalIds } from '@media-search/api-client';
import { ExternalButton } from './external-button.tsx';

interface ExternalLink {
  label: string;
  href: string;
}

/** IMDb keeps titles ('tt…') and people ('nm…') under different paths. */
function imdbUrl(imdbId: string): string {
  const kind = imdbId.startsWith('nm') ? 'name' : 'title';
  return `https://www.imdb.com/${kind}/${encodeURIComponent(imdbId)}/`;
}

/** Only web addresses: a homepage is upstream text, and must not become a script link. */
function isWebAddress(url: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(url).protocol);
  } catch {
    return false;
  }
}

/**
 * The links that are known, each with its label: the sites' own names, and `homepageLabel`
 * (in the UI's language) for the official homepage.
 */
export function externalLinks(
  ids: ExternalIds,
  homepage: string | null,
  homepageLabel = 'Homepage',
): ExternalLink[] {
  const at = (base: string, id: string | null, after = '') =>
    id ? `${base}${encodeURIComponent(id)}${after}` : null;
  const links: [string, string | null][] = [
    ['IMDB', ids.imdbId ? imdbUrl(ids.imdbId) : null],
    ['Wikidata', at('https://www.wikidata.org/wiki/', ids.wikidataId)],
    ['Facebook', at('https://www.facebook.com/', ids.facebookId)],
    ['Instagram', at('https://www.instagram.com/', ids.instagramId, '/')],
    ['X', at('https://x.com/', ids.twitterId)],
    ['TikTok', at('https://www.tiktok.com/@', ids.tiktokId)],
    ['YouTube', at('https://www.youtube.com/', ids.youtubeId)],
    [homepageLabel, homepage && isWebAddress(homepage) ? homepage : null],
  ];
  return links.flatMap(([label, href]) => (href ? [{ label, href }] : []));
}

interface ExternalLinksProps {
  ids: ExternalIds;
  homepage?: string | null;
}

/** The links as buttons, in a fragment: the caller's row lays them out beside its own. */
export function ExternalLinks({ ids, homepage = null }: ExternalLinksProps) {
  const { i18n } = useLingui();
  return externalLinks(ids, homepage, i18n._('details.homepage')).map(({ label, href }) => (
    <ExternalButton key={label} href={href}>
      {label}
    </ExternalButton>
  ));
}
