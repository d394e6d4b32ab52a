import { describe, expect, it } from 'vitest';
import { renderArtwork, wrapText } from './artwork-svg.ts';

describe('renderArtwork', () => {
  it('draws a portrait poster with the title and year', () => {
    const svg = renderArtwork({
      path: '/movie/1/poster.svg',
      title: 'The Matrix',
      subtitle: '1999',
    });
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 500 750"/);
    expect(svg).toContain('>The Matrix</tspan>');
    expect(svg).toContain('>1999</text>');
  });

  it("draws a collection's backdrop, which the collection screen lays behind its text, without words", () => {
    const label = { title: 'The Lord of the Rings Collection', subtitle: 'Collection' };
    const backdrop = renderArtwork({ path: '/collection/119/backdrop.svg', ...label });
    expect(backdrop).toMatch(/^<svg [^>]*viewBox="0 0 500 281"[^>]*aria-label="The Lord of/);
    expect(backdrop).not.toContain('<text');
    // Its poster, and every other picture, still carries the title.
    const poster = renderArtwork({ path: '/collection/119/poster.svg', ...label });
    expect(poster).toContain('>Collection</text>');
    expect(
      renderArtwork({ path: '/movie/120/backdrop.svg', title: 'The Two Towers', subtitle: '2002' }),
    ).toContain('>The Two Towers</tspan>');
  });

  it('escapes markup in names so a title can never inject into the SVG', () => {
    const svg = renderArtwork({
      path: '/movie/2/backdrop.svg',
      title: '<script>alert(1)</script> & "Co"',
      subtitle: '',
    });
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('&#60;script&#62;');
  });

  it('draws initials on a profile tile and keeps colours stable per path', () => {
    const first = renderArtwork({
      path: '/person/5/profile.svg',
      title: 'Mara Quill',
      subtitle: '',
    });
    expect(first).toContain('>MQ</text>');
    expect(
      renderArtwork({ path: '/person/5/profile.svg', title: 'Mara Quill', subtitle: '' }),
    ).toBe(first);
  });
});

describe('wrapText', () => {
  it('wraps at word boundaries and ends a cut title with an ellipsis', () => {
    expect(wrapText('The Lord of the Rings', 12, 3)).toEqual(['The Lord of', 'the Rings']);
    expect(wrapText('one two three four five six', 7, 2)).toEqual(['one two', 'three…']);
  });
});
