import { Skeleton } from '@mui/material';
import { CardGrid } from './CardGrid';

/** Placeholder cards while a list loads, so the page does not jump when it arrives. */
export function CardGridSkeleton({ height }: { height: number }) {
  return (
    <CardGrid aria-busy aria-label="Loading">
      {[0, 1, 2].map((index) => (
        <Skeleton key={index} variant="rounded" height={height} />
      ))}
    </CardGrid>
  );
}
