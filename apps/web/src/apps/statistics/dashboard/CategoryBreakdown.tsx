import type { Category, RecordStats } from '@ads/contract';
import { MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { categoryName, categoryValue } from '../category-text';
import { BreakdownChart } from './BreakdownChart';
import type { Metric } from './metrics';

/** The category breakdown, one category (weather, road type, …) at a time. */
export function CategoryBreakdown(props: {
  stats: RecordStats['by_category'];
  categories: Category[];
  metric: Metric;
}) {
  const { t } = useTranslation('statistics');
  // Categories that have records first; the server's order otherwise.
  const used = new Set(props.stats.map((row) => row.key));
  const keys = [
    ...props.categories.filter((category) => used.has(category.key)),
    ...props.categories.filter((category) => !used.has(category.key)),
  ];
  const [chosen, setChosen] = useState('');
  const key = keys.some((category) => category.key === chosen) ? chosen : (keys[0]?.key ?? '');
  const rows = props.stats
    .filter((row) => row.key === key)
    .map((row) => ({ ...row, label: categoryValue(row.key, row.value) }));
  return (
    <BreakdownChart
      title={t('dashboard.byCategory')}
      rows={rows}
      metric={props.metric}
      layout="horizontal"
      action={
        keys.length > 0 && (
          <TextField
            select
            size="small"
            label={t('dashboard.category')}
            value={key}
            onChange={(event) => setChosen(event.target.value)}
            sx={{ minWidth: 150 }}
          >
            {keys.map((category) => (
              <MenuItem key={category.key} value={category.key}>
                {categoryName(category)}
              </MenuItem>
            ))}
          </TextField>
        )
      }
    />
  );
}
