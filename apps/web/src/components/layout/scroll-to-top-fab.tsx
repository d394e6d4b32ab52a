import KeyboardArrowUp from '@mui/icons-material/KeyboardArrowUp';
import { useLingui } from '@lingui/react';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import Zoom from '@mui/material/Zoom';

interface ScrollToTopFabProps {
  shown: boolean;
  onClick: () => void;
}

/**
 * The floating button itself, at the end of the screen's content: it keeps to the window's
 * bottom corner while the content goes on below, and stops above the footer at the page's end,
 * so it never covers the footer's text (a fixed button sat on it).
 */
export function ScrollToTopFab({ shown, onClick }: ScrollToTopFabProps) {
  const { i18n } = useLingui();
  return (
    // No height: the button floats over the content rather than lengthening the page.
    <Box sx={{ position: 'sticky', bottom: 16, height: 0, zIndex: 'fab' }}>
      <Zoom in={shown}>
        <Fab
          color="primary"
          size="medium"
          aria-label={i18n._('shell.scrollToTop')}
          onClick={onClick}
          sx={{ position: 'absolute', bottom: 0, right: 16 }}
        >
          <KeyboardArrowUp />
        </Fab>
      </Zoom>
    </Box>
  );
}
