/**
 * "Add to list" on every movie and TV card, signed in or not. Cards are on the first screen, a
 * grid holds twenty of them: the button alone comes with the app, and the menu of lists (with
 * the sign-in prompt a signed-out visitor gets first) loads at the first press, when the lists
 * are read too. Nothing it shows depends on the visitor, so the server renders it as well.
 */
import { useLingui } from '@lingui/react';
import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import IconButton from '@mui/material/IconButton';
import type { Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';
import { Suspense, useId, useState } from 'react';
import type { CardActionTarget } from '@/components/media/card-action.tsx';
import { lazyOptional } from '@/lib/lazy-optional.ts';

const CardListsMenu = lazyOptional(
  async () =>
    (await import('@/features/library/user-lists/components/card-lists-menu.tsx')).CardListsMenu,
);

export function CardListButton({
  target,
  sx,
}: {
  target: CardActionTarget;
  /** The card's look for its controls. */
  sx: SystemStyleObject<Theme>;
}) {
  const { i18n } = useLingui();
  const id = useId();
  const [button, setButton] = useState<HTMLButtonElement | null>(null);
  const [presses, setPresses] = useState(0);
  const [open, setOpen] = useState(false);

  return (
    <>
      <IconButton
        ref={setButton}
        id={`${id}-button`}
        size="small"
        aria-label={i18n._('library.addToList', { title: target.title })}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${id}-menu` : undefined}
        onClick={() => setPresses((count) => count + 1)}
        sx={sx}
      >
        <PlaylistAddIcon />
      </IconButton>
      {presses > 0 && (
        <Suspense>
          <CardListsMenu
            target={target}
            presses={presses}
            anchorEl={button}
            buttonId={`${id}-button`}
            menuId={`${id}-menu`}
            open={open}
            onOpenChange={setOpen}
          />
        </Suspense>
      )}
    </>
  );
}
