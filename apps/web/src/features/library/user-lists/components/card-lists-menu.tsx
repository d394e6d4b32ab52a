/**
 * The menu of lists behind a card's "Add to list" button (routes/-card-list-button.tsx), which
 * loads this at its first press: a grid of cards asks nothing of the API before then. Each
 * press opens the menu; signed out, it asks the visitor to log in first and opens once they
 * have. Only then are the visitor's lists and the title's state read.
 */
import { useEffect, useEffectEvent, useState } from 'react';
import { useSignedInAction } from '@/features/library/components/use-signed-in-action.tsx';
import { useAuth } from '@/lib/auth-context.ts';
import { ListsHolding, ListsMenu, type AddToListTarget } from './add-to-list.tsx';

export interface CardListsMenuProps {
  target: AddToListTarget;
  /** How many times the card's button was pressed: each new count is a press to answer. */
  presses: number;
  anchorEl: HTMLElement | null;
  buttonId: string;
  menuId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function CardListsMenu({ presses, open, onOpenChange, ...menu }: CardListsMenuProps) {
  const { isRestoring } = useAuth();
  const { run, prompt } = useSignedInAction();
  // Mounted from the first opening on: it reads the lists, keeps its "New list…" dialog open
  // once the menu has closed, and plays its closing transition.
  const [opened, setOpened] = useState(false);
  const answerPress = useEffectEvent(() => {
    if (isRestoring) return;
    run(() => {
      setOpened(true);
      onOpenChange(true);
    });
  });
  useEffect(() => answerPress(), [presses]);

  return (
    <>
      {opened && (
        <ListsHolding target={menu.target}>
          {(holding) => (
            <ListsMenu
              {...menu}
              holding={holding}
              open={open}
              onClose={() => onOpenChange(false)}
            />
          )}
        </ListsHolding>
      )}
      {prompt}
    </>
  );
}
