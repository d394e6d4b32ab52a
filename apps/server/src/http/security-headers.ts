/**
 * The security headers every response carries, computed once at start rather than per request
 * (helmet builds them on every request, which cost more than a tenth of a cached answer's CPU
 * time; see docs/benchmarks.md). The values are helmet's defaults with our policy choices.
 */
const TMDB_IMAGES = 'https://image.tmdb.org';
const YOUTUBE_EMBEDS = 'https://www.youtube-nocookie.com';
/** The thumbnails of the video cards on details pages. */
const YOUTUBE_THUMBNAILS = 'https://i.ytimg.com';

export interface SecurityHeaderSets {
  /** The web app's pages. */
  page: Record<string, string>;
  /** JSON answers of the API: nothing in them may load anything. */
  api: Record<string, string>;
  /** The sign-in popup's pages (the provider's and /callback): they must keep their opener. */
  popup: Record<string, string>;
}

const COMMON = {
  'cross-origin-resource-policy': 'same-site',
  'origin-agent-cluster': '?1',
  // Helmet's default `no-referrer` makes YouTube refuse to play embeds (error 153).
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

/** A year, as browsers' preload lists ask; sent only when the public origin is https. */
const HSTS = 'max-age=31536000; includeSubDomains';

export interface SecurityHeaderOptions {
  /** True when browsers reach the app over https: then HSTS is sent. */
  https?: boolean;
  /** `'sha256-…'` sources of the web app's own inline scripts (pages/inline-scripts.ts). */
  scriptHashes?: readonly string[];
}

export function securityHeaders(
  issuerOrigin: string | undefined,
  { https = false, scriptHashes = [] }: SecurityHeaderOptions = {},
): SecurityHeaderSets {
  const transport: Record<string, string> = https ? { 'strict-transport-security': HSTS } : {};
  const connect = ["'self'", ...(issuerOrigin ? [issuerOrigin] : [])].join(' ');
  const pageCsp = [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes].join(' '),
    // MUI (emotion) injects <style> elements at run time.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: ${TMDB_IMAGES} ${YOUTUBE_THUMBNAILS}`,
    "font-src 'self' data:",
    `connect-src ${connect}`,
    `frame-src ${YOUTUBE_EMBEDS}`,
    "object-src 'none'",
    "base-uri 'none'",
    `form-action ${connect}`,
    "frame-ancestors 'none'",
    "manifest-src 'self'",
    "worker-src 'self'",
  ].join('; ');
  const page = {
    ...COMMON,
    ...transport,
    'content-security-policy': pageCsp,
    'cross-origin-opener-policy': 'same-origin-allow-popups',
  };
  return {
    page,
    // What protects a JSON answer; the rest of COMMON governs documents, which it is not, and
    // every header costs each answer (writing ten more cut cached answers by a third).
    api: {
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'cross-origin-resource-policy': COMMON['cross-origin-resource-policy'],
      'x-content-type-options': COMMON['x-content-type-options'],
      ...transport,
    },
    popup: { ...page, 'cross-origin-opener-policy': 'unsafe-none' },
  };
}

/** A page policy that also allows the page's own inline scripts, by their `'sha256-…'` hashes. */
export function withScriptHashes(policy: string, hashes: readonly string[]): string {
  return policy.replace(
    /(^|;\s*)(script-src [^;]*)/,
    (directive) => `${directive} ${hashes.join(' ')}`,
  );
}
