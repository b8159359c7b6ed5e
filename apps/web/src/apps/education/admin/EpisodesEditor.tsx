import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import {
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Section } from '../../../shell/Section';
import {
  type EpisodeDraft,
  type FormPart,
  LIMITS,
  nextEpisode,
  reasonAt,
  reasonProps,
  reasonText,
  samePart,
} from './challenge-form';
import { RowButton } from './RowButton';

type Which = 'episodes' | 'final_episodes';

/** Each list's words in the catalogue (`admin.episodes.*`): the public and the hidden set. */
const COPY = {
  episodes: {
    title: 'title',
    one: 'one',
    add: 'add',
    remove: 'remove',
    hint: 'hint',
    empty: 'empty',
  },
  final_episodes: {
    title: 'finalTitle',
    one: 'finalOne',
    add: 'finalAdd',
    remove: 'finalRemove',
    hint: 'finalHint',
    empty: 'finalEmpty',
  },
} as const satisfies Record<Which, Record<string, string>>;

const NUMBERS = [
  { key: 'seed', label: 'seed', min: 0, max: 2_147_483_647 },
  { key: 'laps', label: 'laps', min: 1, max: 5 },
  { key: 'time_limit_s', label: 'timeLimit', min: 10, max: 900 },
  { key: 'obstacles', label: 'obstacles', min: 0, max: 5 },
] as const satisfies ReadonlyArray<{
  key: keyof EpisodeDraft;
  label: string;
  min: number;
  max: number;
}>;

const rowSx = {
  display: 'grid',
  gap: 1.5,
  alignItems: 'start',
  gridTemplateColumns: {
    xs: 'repeat(2, minmax(0, 1fr))',
    md: '140px repeat(4, minmax(0, 1fr)) auto auto',
  },
  '& > .name': { gridColumn: { xs: '1 / -1', md: 'auto' }, pt: { md: 1 } },
} as const;

/** A list of episodes (the public ones, or the hidden final set): add, change, remove. */
function EpisodesList({ which, draft, errors, change }: FormPart & { which: Which }) {
  const { t } = useTranslation('education');
  const rows = draft[which];
  const copy = COPY[which];
  const min = which === 'episodes' ? 1 : 0;
  const set = (next: EpisodeDraft[], touched: string) => change({ [which]: next }, [touched]);
  const edit = (index: number, patch: Partial<EpisodeDraft>, field: string) =>
    set(
      rows.map((row, at) => (at === index ? { ...row, ...patch } : row)),
      `${which}.${index}.${field}`,
    );
  // A list-wide reason (too many, too few) has no row to stand under.
  const listReason = errors[which];
  return (
    <Section
      title={t(`admin.episodes.${copy.title}`)}
      action={
        <Button
          size="small"
          startIcon={<AddIcon />}
          disabled={rows.length >= LIMITS.episodes}
          onClick={() => set([...rows, nextEpisode(rows.at(-1) ?? draft.episodes.at(-1))], which)}
        >
          {t(`admin.episodes.${copy.add}`)}
        </Button>
      }
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t(`admin.episodes.${copy.hint}`)}
      </Typography>
      {rows.length === 0 && (
        <Typography variant="body2" sx={{ fontStyle: 'italic' }}>
          {t(`admin.episodes.${copy.empty}`)}
        </Typography>
      )}
      <Stack spacing={2}>
        {rows.map((row, index) => {
          const name = t(`admin.episodes.${copy.one}`, { number: index + 1 });
          return (
            <Box key={index} role="group" aria-label={name} sx={rowSx}>
              <Typography className="name" sx={{ fontWeight: 600 }}>
                {name}
              </Typography>
              {NUMBERS.map(({ key, label, min: low, max }) => (
                <TextField
                  key={key}
                  size="small"
                  type="number"
                  label={t(`admin.episodes.${label}`)}
                  name={`${which}.${index}.${key}`}
                  value={row[key]}
                  onChange={(event) => edit(index, { [key]: event.target.value }, key)}
                  {...reasonProps(t, errors, `${which}.${index}.${key}`)}
                  slotProps={{ htmlInput: { min: low, max, step: 1, inputMode: 'numeric' } }}
                />
              ))}
              <FormControlLabel
                label={t('admin.episodes.lights')}
                sx={{ m: 0, pt: 0.5 }}
                control={
                  <Checkbox
                    size="small"
                    name={`${which}.${index}.lights`}
                    checked={row.lights}
                    onChange={(event) => edit(index, { lights: event.target.checked }, 'lights')}
                  />
                }
              />
              <Box sx={{ pt: 0.5, justifySelf: 'end' }}>
                <RowButton
                  label={t(`admin.episodes.${copy.remove}`, { number: index + 1 })}
                  disabled={rows.length <= min}
                  onClick={() =>
                    set(
                      rows.filter((_, at) => at !== index),
                      which,
                    )
                  }
                >
                  <DeleteOutlineIcon fontSize="small" />
                </RowButton>
              </Box>
            </Box>
          );
        })}
      </Stack>
      {(listReason || (!rows.length && reasonAt(errors, which))) && (
        <Typography role="alert" variant="body2" color="error" sx={{ mt: 1.5 }}>
          {reasonText(t, listReason ?? reasonAt(errors, which) ?? '')}
        </Typography>
      )}
    </Section>
  );
}

// The final list also reads the public one: its first new episode follows their last seed.
const PUBLIC = memo(EpisodesList, samePart(['episodes']));
const FINAL = memo(EpisodesList, samePart(['final_episodes', 'episodes']));

export function EpisodesEditor(props: FormPart & { which: Which }) {
  return props.which === 'episodes' ? <PUBLIC {...props} /> : <FINAL {...props} />;
}
