/**
 * The keyboard focus ring of every control: 3 px of amber, over 9:1 against the dark background
 * and the top bar, and clear on blue buttons.
 */
export const FOCUS_RING = { outline: '3px solid #ffb74d', outlineOffset: '2px' } as const;
