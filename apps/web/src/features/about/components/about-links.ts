import { env } from '@/config/env.ts';

export interface AboutLink {
  /** A message ID (the `about` catalogue). */
  label: string;
  href: string;
}

/** The About page's outside links; the author's and the source code's only when configured. */
export function aboutLinks(): AboutLink[] {
  const configured = [
    { label: /*i18n*/ 'about.link.authorProfile', href: env.authorProfileUrl },
    { label: /*i18n*/ 'about.link.sourceCode', href: env.sourceCodeUrl },
  ].filter((link): link is AboutLink => link.href !== undefined);
  return [
    ...configured,
    { label: /*i18n*/ 'about.link.tmdbFaq', href: 'https://developer.themoviedb.org/docs/faq' },
    { label: /*i18n*/ 'about.link.heyApi', href: 'https://heyapi.dev/' },
    { label: /*i18n*/ 'about.link.jsonToCsharp', href: 'https://json2csharp.com/' },
  ];
}
