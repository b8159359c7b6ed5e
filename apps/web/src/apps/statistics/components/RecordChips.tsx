import type { RecordSummary } from '@ads/contract';
import { Chip, Stack } from '@mui/material';

/** A record's classification at a glance: category values filled, free tags outlined. */
export function RecordChips({
  record,
  max = 4,
}: {
  record: Pick<RecordSummary, 'categories' | 'tags'>;
  max?: number;
}) {
  const chips = [
    ...Object.entries(record.categories).map(([key, value]) => ({
      key: `c-${key}`,
      label: value,
      title: `${key.replace(/_/g, ' ')}: ${value}`,
      tag: false,
    })),
    ...record.tags.map((tag) => ({ key: `t-${tag}`, label: `#${tag}`, title: tag, tag: true })),
  ];
  const shown = chips.slice(0, max);
  const more = chips.length - shown.length;
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {shown.map((chip) => (
        <Chip
          key={chip.key}
          size="small"
          label={chip.label}
          title={chip.title}
          color={chip.tag ? 'default' : 'primary'}
          variant={chip.tag ? 'outlined' : 'filled'}
        />
      ))}
      {more > 0 && <Chip size="small" variant="outlined" label={`+${more}`} />}
    </Stack>
  );
}
