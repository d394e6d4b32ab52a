import { useLingui } from '@lingui/react';
import { styled } from '@mui/material/styles';

export const MAIN_ID = 'main';

const SkipAnchor = styled('a')(({ theme }) => ({
  position: 'absolute',
  left: theme.spacing(1),
  top: theme.spacing(1),
  zIndex: theme.zIndex.tooltip,
  padding: theme.spacing(1, 2),
  borderRadius: theme.shape.borderRadius,
  backgroundColor: theme.vars.palette.background.paper,
  color: theme.vars.palette.text.primary,
  ...theme.typography.button,
  // Off screen until focused: the first Tab shows it.
  transform: 'translateY(-200%)',
  '&:focus': { transform: 'none' },
}));

/**
 * "Skip to content", the first stop of the keyboard: past the top bar to the screen itself. It
 * moves focus by hand, since following `#main` would be a navigation to the router.
 */
export function SkipLink() {
  const { i18n } = useLingui();
  return (
    <SkipAnchor
      href={`#${MAIN_ID}`}
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(MAIN_ID)?.focus();
      }}
    >
      {i18n._('shell.skipToContent')}
    </SkipAnchor>
  );
}
