/**
 * MUI's IconButton, text Button and outlined Button, drawn as MUI draws them, for the first
 * screen (the top bar, the search box, the error view). MUI's own each bring a loading spinner
 * (CircularProgress), the styles of every colour, size and variant, and ButtonBase with its
 * ripple code, which ripple-button-base.tsx loads once the screen has painted. Later screens
 * use MUI's components as they are.
 */
import { alpha, styled, type Theme } from '@mui/material/styles';
import { RippleButtonBase, type RippleButtonBaseProps } from './ripple-button-base.tsx';

const BUTTON_TRANSITIONS = ['background-color', 'box-shadow', 'border-color', 'color'];

/** What MUI's Button draws for every variant. */
const buttonLook = (theme: Theme) => ({
  ...theme.typography.button,
  minWidth: 64,
  borderRadius: theme.shape.borderRadius,
  transition: theme.transitions.create(BUTTON_TRANSITIONS, {
    duration: theme.transitions.duration.short,
  }),
});

const IconButtonRoot = styled(RippleButtonBase)(({ theme }) => ({
  textAlign: 'center',
  flex: '0 0 auto',
  padding: 8,
  borderRadius: '50%',
  fontSize: theme.typography.pxToRem(24),
  color: theme.palette.action.active,
  transition: theme.transitions.create('background-color', {
    duration: theme.transitions.duration.shortest,
  }),
  '&:hover': {
    backgroundColor: alpha(theme.palette.action.active, theme.palette.action.hoverOpacity),
    '@media (hover: none)': { backgroundColor: 'transparent' },
  },
}));

/** MUI's `<IconButton>` (default size and colour; `sx` for `color` and the edge margins). */
export function LightIconButton(props: RippleButtonBaseProps) {
  return <IconButtonRoot centerRipple {...props} />;
}

/** MUI's `<Button color="inherit">` (text variant). */
export const LightTextButton = styled(RippleButtonBase)(({ theme }) => ({
  ...buttonLook(theme),
  padding: '6px 8px',
  '@media (hover: hover)': {
    '&:hover': {
      backgroundColor: alpha(theme.palette.text.primary, theme.palette.action.hoverOpacity),
    },
  },
}));

/** MUI's `<Button variant="outlined">` (primary colour). */
export const LightOutlinedButton = styled(RippleButtonBase)(({ theme }) => ({
  ...buttonLook(theme),
  padding: '5px 15px',
  border: `1px solid ${alpha(theme.palette.primary.main, 0.5)}`,
  color: theme.palette.primary.main,
  '@media (hover: hover)': {
    '&:hover': {
      borderColor: theme.palette.primary.main,
      backgroundColor: alpha(theme.palette.primary.main, theme.palette.action.hoverOpacity),
    },
  },
}));
