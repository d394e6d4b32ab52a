/** Measures the picture box of each result card in a list, as a visitor sees it. */
import type { Locator } from '@playwright/test';

export interface PictureBox {
  width: number;
  height: number;
  /** The picture's own width over height, once drawn; null for a placeholder. */
  naturalRatio: number | null;
}

/** The box of each card's picture (the first element of the card's link). */
export async function pictureBoxes(cards: Locator): Promise<PictureBox[]> {
  return cards.evaluateAll((links) =>
    links.map((link) => {
      const box = link.firstElementChild as HTMLElement;
      const { width, height } = box.getBoundingClientRect();
      const image = box.querySelector('img');
      return {
        width,
        height,
        naturalRatio:
          image && image.naturalWidth > 0 ? image.naturalWidth / image.naturalHeight : null,
      };
    }),
  );
}

/** The picture box of one card. */
export async function pictureBox(card: Locator): Promise<PictureBox> {
  const [box] = await pictureBoxes(card);
  if (!box) throw new Error('no such card');
  return box;
}
