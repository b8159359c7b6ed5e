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
import { Section } from '../../../shell/Section';
import {
  type EpisodeDraft,
  type FormPart,
  LIMITS,
  nextEpisode,
  reasonAt,
  reasonProps,
  samePart,
} from './challenge-form';
import { RowButton } from './RowButton';

type Which = 'episodes' | 'final_episodes';

const COPY: Record<Which, { title: string; one: string; hint: string; empty: string }> = {
  episodes: {
    title: 'Episodes',
    one: 'Episode',
    hint: 'Every submission drives each of these, and the leaderboard ranks them. The seed fixes the light cycles and where cars stop.',
    empty: 'Add at least one episode.',
  },
  final_episodes: {
    title: 'Final episodes (hidden)',
    one: 'Final episode',
    hint: 'The hidden set the final ranking is scored on, so that a controller tuned to the public seeds gains nothing. Learners never see these.',
    empty: 'None: the final ranking uses the episodes above.',
  },
};

const NUMBERS: Array<{ key: keyof EpisodeDraft; label: string; min: number; max: number }> = [
  { key: 'seed', label: 'Seed', min: 0, max: 2_147_483_647 },
  { key: 'laps', label: 'Laps', min: 1, max: 5 },
  { key: 'time_limit_s', label: 'Time limit (s)', min: 10, max: 900 },
  { key: 'obstacles', label: 'Stopped cars', min: 0, max: 5 },
];

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
      title={copy.title}
      action={
        <Button
          size="small"
          startIcon={<AddIcon />}
          disabled={rows.length >= LIMITS.episodes}
          onClick={() => set([...rows, nextEpisode(rows.at(-1) ?? draft.episodes.at(-1))], which)}
        >
          Add {copy.one.toLowerCase()}
        </Button>
      }
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {copy.hint}
      </Typography>
      {rows.length === 0 && (
        <Typography variant="body2" sx={{ fontStyle: 'italic' }}>
          {copy.empty}
        </Typography>
      )}
      <Stack spacing={2}>
        {rows.map((row, index) => {
          const name = `${copy.one} ${index + 1}`;
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
                  label={label}
                  name={`${which}.${index}.${key}`}
                  value={row[key]}
                  onChange={(event) => edit(index, { [key]: event.target.value }, key)}
                  {...reasonProps(errors, `${which}.${index}.${key}`)}
                  slotProps={{ htmlInput: { min: low, max, step: 1, inputMode: 'numeric' } }}
                />
              ))}
              <FormControlLabel
                label="Lights"
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
                  label={`Remove ${name.toLowerCase()}`}
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
          {listReason ?? reasonAt(errors, which)}
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
