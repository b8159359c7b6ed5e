import { Box } from '@mui/material';
import type { KeyboardEvent, PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** The share of the side panel the properties may take, at least and at most. */
export const SPLIT_MIN = 0.2;
export const SPLIT_MAX = 0.8;
const STEP = 0.05;

export const clampSplit = (share: number) => Math.min(SPLIT_MAX, Math.max(SPLIT_MIN, share));

/**
 * The bar between the properties and the lists under them, dragged (or moved with the arrow
 * keys) to give either more room, as map editors' side panels are: a regulatory element's
 * members or a long tag table can be read whole without scrolling a small box.
 */
export function SplitHandle(props: {
  /** The properties' share of the panel now, 0–1. */
  share: number;
  onChange(share: number): void;
  /** The panel the share is of. */
  container: () => HTMLElement | null;
}) {
  const { t } = useTranslation('map');
  const { share, onChange, container } = props;
  const shareAt = (clientY: number) => {
    const box = container()?.getBoundingClientRect();
    return box && box.height > 0 ? clampSplit((clientY - box.top) / box.height) : share;
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (event.currentTarget.hasPointerCapture(event.pointerId)) onChange(shareAt(event.clientY));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowUp') onChange(clampSplit(share - STEP));
    else if (event.key === 'ArrowDown') onChange(clampSplit(share + STEP));
    else return;
    event.preventDefault();
  };
  return (
    <Box
      role="separator"
      aria-orientation="horizontal"
      aria-label={t('side.resize')}
      aria-valuemin={SPLIT_MIN * 100}
      aria-valuemax={SPLIT_MAX * 100}
      aria-valuenow={Math.round(share * 100)}
      tabIndex={0}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onKeyDown={onKeyDown}
      sx={{
        flex: '0 0 7px',
        cursor: 'row-resize',
        borderTop: 1,
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: 'action.hover',
        touchAction: 'none',
        position: 'relative',
        '&::after': {
          content: '""',
          position: 'absolute',
          left: '50%',
          top: 2,
          width: 32,
          height: 1,
          ml: '-16px',
          bgcolor: 'text.disabled',
        },
        '&:hover, &:focus-visible': { bgcolor: 'action.selected', outline: 'none' },
      }}
    />
  );
}
