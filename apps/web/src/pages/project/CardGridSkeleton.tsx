import { Skeleton } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { CardGrid } from './CardGrid';

/** Placeholder cards while a list loads, so the page does not jump when it arrives. */
export function CardGridSkeleton({ height }: { height: number }) {
  const { t } = useTranslation('common');
  return (
    <CardGrid aria-busy aria-label={t('state.loading')}>
      {[0, 1, 2].map((index) => (
        <Skeleton key={index} variant="rounded" height={height} />
      ))}
    </CardGrid>
  );
}
