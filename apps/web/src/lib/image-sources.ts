/**
 * Responsive sources for TMDB's images. SPEC §9 fixes w500 as every image's address; TMDB also
 * serves the same picture at other widths, so a `srcset` lets the browser fetch the smallest
 * that fills the box (a 171 px cast card needs w185, not w500). The offline catalogue's
 * artwork is drawn as SVG, sharp at any size, and gets none.
 */

const TMDB_W500 = /^(https:\/\/image\.tmdb\.org\/t\/p\/)w500(\/.+)$/;

/** TMDB widths offered to the browser, around the spec's w500. */
export const TMDB_WIDTHS = [185, 342, 500, 780] as const;

/** The `srcset` for a TMDB w500 image address; undefined for any other address. */
export function tmdbSrcSet(url: string): string | undefined {
  const match = TMDB_W500.exec(url);
  if (!match) return undefined;
  const [, base, path] = match;
  return TMDB_WIDTHS.map((width) => `${base}w${width}${path} ${width}w`).join(', ');
}
