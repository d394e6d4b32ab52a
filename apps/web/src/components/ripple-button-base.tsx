/**
 * MUI's ButtonBase for the first screen's controls (light-buttons.tsx): the same reset styles
 * and the same press, touch and keyboard-focus ripples, on a native button or link and its own
 * keyboard behaviour. MUI's ripple code (TouchRipple, about half of ButtonBase's weight) loads
 * once the screen has painted rather than with it: nothing needs it before the first press or
 * focus.
 */
import { styled } from '@mui/material/styles';
import useLazyRipple from '@mui/material/useLazyRipple';
import { useEffect, useState, type ComponentProps, type SyntheticEvent } from 'react';
import { whenIdle } from '../lib/when-idle.ts';
import type LoadedTouchRipple from './touch-ripple.ts';
import { FOCUS_RING } from '../theme/focus-ring.ts';

/** Set once loaded: a press or focus before then shows no ripple, and nothing else differs. */
let TouchRipple: typeof LoadedTouchRipple | undefined;
const loadTouchRipple = async () => {
  TouchRipple ??= (await import('./touch-ripple.ts')).default;
};

/** ButtonBase's own styles: a bare inline-flex control, to which each look adds its own. */
const Root = styled('button')({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  position: 'relative',
  boxSizing: 'border-box',
  WebkitTapHighlightColor: 'transparent',
  backgroundColor: 'transparent',
  outline: 0,
  // Keyboard focus: the app's ring (as on MUI's own buttons, see theme.ts) over the ripple.
  '&:focus-visible': FOCUS_RING,
  border: 0,
  margin: 0,
  borderRadius: 0,
  padding: 0,
  cursor: 'pointer',
  userSelect: 'none',
  verticalAlign: 'middle',
  MozAppearance: 'none',
  WebkitAppearance: 'none',
  textDecoration: 'none',
  color: 'inherit',
  '&::-moz-focus-inner': { borderStyle: 'none' },
  '@media print': { colorAdjust: 'exact' },
});

export type RippleButtonBaseProps = ComponentProps<typeof Root> & {
  /** Makes it a link (the router's links pass one). */
  href?: string;
  /** Ripples grow from the centre (icon buttons) rather than from the pointer. */
  centerRipple?: boolean;
};

/** The caller's handler, then the ripple's, in ButtonBase's order. */
function after<E extends SyntheticEvent>(
  handler: ((event: E) => void) | undefined,
  ripple: (event: E) => void,
) {
  return (event: E) => {
    handler?.(event);
    ripple(event);
  };
}

export function RippleButtonBase({
  centerRipple = false,
  href,
  children,
  onBlur,
  onContextMenu,
  onDragLeave,
  onFocus,
  onKeyDown,
  onKeyUp,
  onMouseDown,
  onMouseLeave,
  onMouseUp,
  onTouchEnd,
  onTouchMove,
  onTouchStart,
  ...props
}: RippleButtonBaseProps) {
  const ripple = useLazyRipple();
  const [focusVisible, setFocusVisible] = useState(false);
  const [rippleLoaded, setRippleLoaded] = useState(TouchRipple !== undefined);

  useEffect(() => {
    if (rippleLoaded) return;
    return whenIdle(() => void loadTouchRipple().then(() => setRippleLoaded(true)));
  }, [rippleLoaded]);
  useEffect(() => {
    if (focusVisible) ripple.pulsate();
  }, [focusVisible, ripple]);

  const start = (event: SyntheticEvent) => ripple.start(event);
  const stop = (event: SyntheticEvent) => ripple.stop(event);
  const element = href === undefined ? { type: 'button' as const } : { as: 'a' as const, href };
  return (
    <Root
      {...element}
      {...props}
      onFocus={after(onFocus, (event) => {
        if (event.target.matches(':focus-visible')) setFocusVisible(true);
      })}
      onBlur={after(onBlur, (event) => {
        if (!event.target.matches(':focus-visible')) setFocusVisible(false);
        stop(event);
      })}
      // Space presses a focused button: the focus ripple turns into a press and back.
      onKeyDown={after(onKeyDown, (event) => {
        if (focusVisible && !event.repeat && event.key === ' ') {
          ripple.stop(event, () => ripple.start(event));
        }
      })}
      onKeyUp={after(onKeyUp, (event) => {
        if (focusVisible && event.key === ' ' && !event.defaultPrevented) {
          ripple.stop(event, () => ripple.pulsate(event));
        }
      })}
      onMouseDown={after(onMouseDown, start)}
      onMouseUp={after(onMouseUp, stop)}
      onMouseLeave={after(onMouseLeave, (event) => {
        if (focusVisible) event.preventDefault();
        stop(event);
      })}
      onContextMenu={after(onContextMenu, stop)}
      onDragLeave={after(onDragLeave, stop)}
      onTouchStart={after(onTouchStart, start)}
      onTouchEnd={after(onTouchEnd, stop)}
      onTouchMove={after(onTouchMove, stop)}
    >
      {children}
      {ripple.shouldMount && TouchRipple && <TouchRipple ref={ripple.ref} center={centerRipple} />}
    </Root>
  );
}
