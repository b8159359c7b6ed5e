import { IconButton, type IconButtonProps } from '@mui/material';
import { keyframes, styled } from '@mui/material/styles';

const appear = keyframes`from { opacity: 0; transform: scale(0.8); } to { opacity: 1; transform: none; }`;

/**
 * The hint under a top-bar button, drawn with CSS. MUI's Tooltip would bring Popper.js (about
 * 10 kB gzip) into the first load of every page (docs/adr/0008, the `/home` budget), and a hint
 * under a bar fixed at the top needs no positioning engine. It shows on hover and on keyboard
 * focus, like Tooltip; `display: none` otherwise, so a hint near the edge never widens the page.
 */
const Hinted = styled('span', { shouldForwardProp: (prop) => prop !== 'align' })<{
  align: 'center' | 'end';
}>(({ theme, align }) => ({
  position: 'relative',
  display: 'inline-flex',
  '&::after': {
    content: 'attr(data-hint)',
    display: 'none',
    position: 'absolute',
    top: 'calc(100% + 6px)',
    ...(align === 'end' ? { right: 0 } : { left: '50%', translate: '-50% 0' }),
    zIndex: theme.zIndex.tooltip,
    padding: '4px 8px',
    borderRadius: theme.shape.borderRadius,
    backgroundColor: theme.palette.grey[700],
    color: theme.palette.common.white,
    ...theme.typography.caption,
    fontWeight: 500,
    lineHeight: 1.4,
    whiteSpace: 'nowrap',
    pointerEvents: 'none',
  },
  '&:hover::after, &:has(:focus-visible)::after': {
    display: 'block',
    animation: `${appear} 150ms ease-out 100ms both`,
  },
}));

export interface TopBarButtonProps extends Omit<IconButtonProps, 'aria-label' | 'title'> {
  /** The button's accessible name. */
  label: string;
  /** What the hint says; the label when omitted. */
  hint?: string;
  /** `end` keeps the hint of the right-most buttons inside the window. */
  align?: 'center' | 'end';
}

/** An icon button of the top bar, named for screen readers and hinted on hover and focus. */
export function TopBarButton({
  label,
  hint = label,
  align = 'center',
  ...button
}: TopBarButtonProps) {
  return (
    <Hinted data-hint={hint} align={align}>
      <IconButton aria-label={label} {...button} />
    </Hinted>
  );
}
