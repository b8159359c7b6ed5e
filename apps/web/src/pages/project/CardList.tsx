import type { ReactNode } from 'react';
import { CardGrid } from './CardGrid';
import { CardGridSkeleton } from './CardGridSkeleton';

/** The frame every card section shares: a skeleton while loading, its empty state, or the grid. */
export function CardList<T>(props: {
  /** Undefined while loading. */
  items: T[] | undefined;
  skeletonHeight: number;
  empty: ReactNode;
  children: (item: T) => ReactNode;
}) {
  if (!props.items) return <CardGridSkeleton height={props.skeletonHeight} />;
  if (props.items.length === 0) return props.empty;
  return <CardGrid>{props.items.map(props.children)}</CardGrid>;
}
