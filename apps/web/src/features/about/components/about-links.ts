import { env } from '@/config/env.ts';

export interface AboutLink {
  label: string;
  href: string;
}

/** The About page's outside links; the author's and the source code's only when configured. */
export function aboutLinks(): AboutLink[] {
  const configured = [
    { label: 'Author profile', href: env.authorProfileUrl },
    { label: 'Source code', href: env.sourceCodeUrl },
  ].filter((link): link is AboutLink => link.href !== undefined);
  return [
    ...configured,
    { label: 'TMDB API FAQ', href: 'https://developer.themoviedb.org/docs/faq' },
    { label: 'Hey API client generator', href: 'https://heyapi.dev/' },
    { label: 'JSON to C# converter', href: 'https://json2csharp.com/' },
  ];
}
