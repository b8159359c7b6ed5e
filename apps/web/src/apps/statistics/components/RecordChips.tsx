import type { RecordSummary } from '@ads/contract';
import { Chip, Stack } from '@mui/material';
import { categoryName, categoryValue } from '../category-text';

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
      label: categoryValue(key, value),
      title: `${categoryName({ key, name: key.replace(/_/g, ' ') })}: ${categoryValue(key, value)}`,
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
          // A free tag is what people typed; a category value is the page's word.
          translate={chip.tag ? 'no' : undefined}
          color={chip.tag ? 'default' : 'primary'}
          variant={chip.tag ? 'outlined' : 'filled'}
        />
      ))}
      {more > 0 && <Chip size="small" variant="outlined" label={`+${more}`} />}
    </Stack>
  );
}
