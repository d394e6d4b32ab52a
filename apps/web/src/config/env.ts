/**
 * Build-time settings from `VITE_*` variables, read here and nowhere else. Each is optional:
 * an unset or malformed value leaves its feature out rather than breaking the build.
 */
function optionalHttpUrl(value: unknown): string | undefined {
  if (typeof value !== 'string' || !URL.canParse(value)) return undefined;
  return /^https?:$/.test(new URL(value).protocol) ? value : undefined;
}

export const env = {
  /** The author's professional profile, linked from the About page. */
  authorProfileUrl: optionalHttpUrl(import.meta.env.VITE_AUTHOR_PROFILE_URL),
  /** Where the source code is hosted, linked from the About page. */
  sourceCodeUrl: optionalHttpUrl(import.meta.env.VITE_SOURCE_CODE_URL),
};
