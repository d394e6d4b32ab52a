import KeyboardArrowUp from '@mui/icons-material/KeyboardArrowUp';
import { useLingui } from '@lingui/react';
import Fab from '@mui/material/Fab';
import Zoom from '@mui/material/Zoom';
import useScrollTrigger from '@mui/material/useScrollTrigger';
import { SCROLL_TO_TOP_THRESHOLD_PX } from './scroll-to-top-button.tsx';

/** The floating button itself, shown while the page or grid is scrolled past the threshold. */
export function ScrollToTopFab({ target }: { target: HTMLElement | Window }) {
  const { i18n } = useLingui();
  const scrolled = useScrollTrigger({
    target,
    disableHysteresis: true,
    threshold: SCROLL_TO_TOP_THRESHOLD_PX,
  });
  return (
    <Zoom in={scrolled}>
      <Fab
        color="primary"
        size="medium"
        aria-label={i18n._('shell.scrollToTop')}
        onClick={() => target.scrollTo({ top: 0, behavior: 'smooth' })}
        sx={{ position: 'fixed', bottom: 16, right: 16 }}
      >
        <KeyboardArrowUp />
      </Fab>
    </Zoom>
  );
}
