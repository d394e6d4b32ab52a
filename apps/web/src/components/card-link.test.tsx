import Card from '@mui/material/Card';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/testing/render.tsx';
import { CardLink } from './card-link.tsx';

/**
 * The outline an element's own styles give it on keyboard focus, the last rule winning. Read
 * from the stylesheet: jsdom matches no `:focus-visible`, so computed styles never show it.
 */
function focusVisibleOutline(element: Element) {
  const styleClass = [...element.classList].find((name) => name.startsWith('css-'));
  const rules = [...document.styleSheets]
    .flatMap((sheet) => [...sheet.cssRules])
    .filter(
      (rule): rule is CSSStyleRule =>
        rule instanceof CSSStyleRule && rule.selectorText.includes(`.${styleClass}:focus-visible`),
    );
  const last = (property: 'outline' | 'outlineOffset') =>
    rules
      .map((rule) => rule.style[property])
      .filter(Boolean)
      .at(-1);
  return { outline: last('outline'), outlineOffset: last('outlineOffset') };
}

describe('CardLink', () => {
  // A Card hides what overflows it, so a ring drawn outside the link, as on other controls, is
  // cut away and leaves only the faint focus tint (issue 27).
  it('draws its 3 px focus ring inside its edge, where the card does not clip it', async () => {
    await renderWithApp(
      <Card>
        <CardLink to="/about">About</CardLink>
      </Card>,
    );
    expect(focusVisibleOutline(screen.getByRole('link', { name: 'About' }))).toEqual({
      outline: expect.stringMatching(/^3px solid /),
      outlineOffset: '-3px',
    });
  });
});
