/**
 * What a movie or TV card shows beside its link (the watchlist bookmark): given by whoever
 * composes the app's features (the root route), so that cards, shared by every screen, know
 * none of them. None by default: a card alone is just its link.
 */
import { createContext, useContext, type ReactNode } from 'react';

export interface CardActionTarget {
  id: number;
  mediaType: 'movie' | 'tv';
  title: string;
}

export type RenderCardAction = (target: CardActionTarget) => ReactNode;

export const CardActionContext = createContext<RenderCardAction | undefined>(undefined);

export function useCardAction(): RenderCardAction | undefined {
  return useContext(CardActionContext);
}
