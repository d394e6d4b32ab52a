/**
 * MUI's TouchRipple, the ripple code of ButtonBase, as a module of its own: the first screen's
 * controls load it once the screen has painted (ripple-button-base.tsx).
 */
import TouchRipple, {
  type TouchRippleActions,
  type TouchRippleProps,
} from '@mui/material/ButtonBase/TouchRipple';
import type { ComponentType, RefAttributes } from 'react';

// Its type names the render function; the module exports the component made from it.
export default TouchRipple as unknown as ComponentType<
  TouchRippleProps & RefAttributes<TouchRippleActions>
>;
