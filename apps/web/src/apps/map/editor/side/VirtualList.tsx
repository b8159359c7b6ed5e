import { Box } from '@mui/material';
import { type ReactNode, useEffect, useRef, useState } from 'react';

/** Rows drawn beyond the visible ones on each side, so a fast scroll shows no gap. */
const OVERSCAN = 8;

/**
 * A list of fixed-height rows that renders only those in view: the element tree and the
 * findings of a 5,000-lanelet map stay as quick as those of a small one.
 */
export function VirtualList<T>(props: {
  items: readonly T[];
  rowHeight: number;
  label: string;
  renderRow(item: T, index: number): ReactNode;
}) {
  const { items, rowHeight } = props;
  const box = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const [height, setHeight] = useState(400);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => setHeight(element.clientHeight || 400);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const first = Math.max(0, Math.floor(scrollTop / rowHeight) - OVERSCAN);
  const last = Math.min(items.length, Math.ceil((scrollTop + height) / rowHeight) + OVERSCAN);
  const rows: ReactNode[] = [];
  for (let index = first; index < last; index++) {
    rows.push(
      <Box
        key={index}
        role="listitem"
        sx={{ position: 'absolute', top: index * rowHeight, left: 0, right: 0, height: rowHeight }}
      >
        {props.renderRow(items[index]!, index)}
      </Box>,
    );
  }
  return (
    <Box
      ref={box}
      role="list"
      aria-label={props.label}
      onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
      sx={{ flex: 1, minHeight: 0, overflowY: 'auto', position: 'relative' }}
    >
      <Box sx={{ height: items.length * rowHeight, position: 'relative' }}>{rows}</Box>
    </Box>
  );
}
