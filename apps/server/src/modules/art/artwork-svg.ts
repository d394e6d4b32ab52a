/**
 * Draws the offline catalogue's artwork: a poster, backdrop, still, profile tile or logo as a
 * small SVG with the title and a subtitle, in colours derived from the path so every title
 * keeps its own look. Pure: text in, markup out.
 *
 * A collection's backdrop is the one picture drawn without words. The collection screen lays
 * it, stretched to the page's width, behind its poster, heading and overview (the movie screen
 * shows it beside 'Part of the … Collection'): its title, letters a hundred pixels tall, ran
 * behind the text that already names it. Changing the picture, not the screen, keeps that
 * screen as it is on TMDB, where a backdrop is a scene without words.
 */
import type { ArtworkLabel } from '../../catalog/offline/artwork-paths.ts';

type Shape = 'portrait' | 'landscape' | 'square';

const SIZES: Record<Shape, { width: number; height: number }> = {
  portrait: { width: 500, height: 750 },
  landscape: { width: 500, height: 281 },
  square: { width: 500, height: 500 },
};

/** Logos are shown small, so their words are drawn large. */
const TEXT_LAYOUT: Record<Shape, { fontSize: number; lineWidth: number; maxLines: number }> = {
  portrait: { fontSize: 44, lineWidth: 16, maxLines: 4 },
  landscape: { fontSize: 34, lineWidth: 22, maxLines: 2 },
  square: { fontSize: 84, lineWidth: 9, maxLines: 3 },
};

function shapeOf(path: string): Shape {
  if (/\/(poster|profile)\.svg$|\/season-\d+\.svg$/.test(path)) return 'portrait';
  if (/\/logo\.svg$/.test(path)) return 'square';
  return 'landscape';
}

const isWordless = (path: string) => /^\/collection\/\d+\/backdrop\.svg$/.test(path);

function hueOf(text: string): number {
  let hash = 0;
  for (const char of text) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return hash % 360;
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Breaks a title into lines of at most `width` characters, at most `maxLines` lines. */
export function wrapText(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && `${line} ${word}`.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]?.slice(0, width - 1)}…`;
  return kept;
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}

/** The two-colour wash every picture is drawn on. */
function background(width: number, height: number, hue: number, title: string): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${escapeXml(title)}">`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">`,
    `<stop offset="0" stop-color="hsl(${hue} 55% 32%)"/><stop offset="1" stop-color="hsl(${(hue + 50) % 360} 60% 16%)"/>`,
    `</linearGradient></defs>`,
    `<rect width="100%" height="100%" fill="url(#g)"/>`,
  ].join('');
}

export function renderArtwork({ path, title, subtitle }: ArtworkLabel): string {
  const shape = shapeOf(path);
  const { width, height } = SIZES[shape];
  const hue = hueOf(path);
  if (isWordless(path)) return `${background(width, height, hue, title)}</svg>`;
  const isProfile = path.endsWith('/profile.svg');
  const layout = TEXT_LAYOUT[shape];
  const fontSize = layout.fontSize;
  const lines = wrapText(title, layout.lineWidth, layout.maxLines);
  const top = isProfile ? height * 0.62 : height / 2 - ((lines.length - 1) * fontSize * 1.2) / 2;
  const text = lines
    .map(
      (line, index) =>
        `<tspan x="50%" y="${Math.round(top + index * fontSize * 1.2)}">${escapeXml(line)}</tspan>`,
    )
    .join('');
  const subtitleY = Math.round(top + lines.length * fontSize * 1.2 + 10);
  const badge = isProfile
    ? `<circle cx="50%" cy="${height * 0.32}" r="${width * 0.22}" fill="hsl(${hue} 45% 78%)"/>` +
      `<text x="50%" y="${Math.round(height * 0.32 + 30)}" font-size="88" fill="hsl(${hue} 50% 22%)">${escapeXml(initials(title))}</text>`
    : '';
  return [
    background(width, height, hue, title),
    `<g font-family="system-ui, sans-serif" text-anchor="middle">`,
    badge,
    `<text font-size="${fontSize}" font-weight="700" fill="#fff">${text}</text>`,
    subtitle
      ? `<text x="50%" y="${subtitleY}" font-size="${Math.round(fontSize * 0.6)}" fill="hsl(${hue} 40% 85%)">${escapeXml(subtitle)}</text>`
      : '',
    `</g></svg>`,
  ].join('');
}
