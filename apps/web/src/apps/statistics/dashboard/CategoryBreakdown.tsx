import type { Category, RecordStats } from '@ads/contract';
import { MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { BreakdownChart } from './BreakdownChart';
import type { Metric } from './metrics';

/** The category breakdown, one category (weather, road type, …) at a time. */
export function CategoryBreakdown(props: {
  stats: RecordStats['by_category'];
  categories: Category[];
  metric: Metric;
}) {
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
    .map((row) => ({ ...row, label: row.value }));
  return (
    <BreakdownChart
      title="By category"
      rows={rows}
      metric={props.metric}
      layout="horizontal"
      action={
        keys.length > 0 && (
          <TextField
            select
            size="small"
            label="Category"
            value={key}
            onChange={(event) => setChosen(event.target.value)}
            sx={{ minWidth: 150 }}
          >
            {keys.map((category) => (
              <MenuItem key={category.key} value={category.key}>
                {category.name}
              </MenuItem>
            ))}
          </TextField>
        )
      }
    />
  );
}
