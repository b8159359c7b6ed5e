import {
  Box,
  MenuItem,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { memo } from 'react';
import { Section } from '../../../shell/Section';
import {
  type ChallengeState,
  type FormPart,
  type Level,
  reasonProps,
  samePart,
} from './challenge-form';
import { LEVEL_LABELS, STATE_HINTS, STATE_LABELS } from './labels';

const grid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' },
  '& > .full': { gridColumn: '1 / -1' },
} as const;

/** Numbers are typed as text the draft keeps; the browser's spinner and keyboard still apply. */
const numberInput = (min: number, max: number) => ({
  htmlInput: { min, max, step: 1, inputMode: 'numeric' as const },
});

/** Title, summary, level, season points and attempts per day. */
export const AboutFields = memo(
  function AboutFields({ draft, errors, change }: FormPart) {
    return (
      <Section title="About">
        <Box sx={grid}>
          <TextField
            className="full"
            label="Title"
            name="title"
            required
            value={draft.title}
            onChange={(event) => change({ title: event.target.value }, ['title'])}
            {...reasonProps(errors, 'title')}
            slotProps={{ htmlInput: { maxLength: 120 } }}
          />
          <TextField
            className="full"
            label="Summary"
            name="summary"
            value={draft.summary}
            onChange={(event) => change({ summary: event.target.value }, ['summary'])}
            {...reasonProps(errors, 'summary', 'One line on the challenge list.')}
            slotProps={{ htmlInput: { maxLength: 300 } }}
          />
          <TextField
            select
            label="Level"
            name="level"
            value={draft.level}
            onChange={(event) => change({ level: event.target.value as Level }, ['level'])}
            {...reasonProps(errors, 'level')}
          >
            {Object.entries(LEVEL_LABELS).map(([value, label]) => (
              <MenuItem key={value} value={value}>
                {label}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            type="number"
            label="Season points"
            name="points"
            value={draft.points}
            onChange={(event) => change({ points: event.target.value }, ['points'])}
            {...reasonProps(errors, 'points', 'For the first place; a tenth less per rank.')}
            slotProps={numberInput(0, 1000)}
          />
          <TextField
            type="number"
            label="Attempts per day"
            name="attempts_per_day"
            value={draft.attempts_per_day}
            onChange={(event) =>
              change({ attempts_per_day: event.target.value }, ['attempts_per_day'])
            }
            {...reasonProps(errors, 'attempts_per_day', 'Per learner, in any 24 hours.')}
            slotProps={numberInput(1, 100)}
          />
        </Box>
      </Section>
    );
  },
  samePart(['title', 'summary', 'level', 'points', 'attempts_per_day']),
);

/** The admin's own zone: the inputs read and show local times, the server keeps instants. */
const ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The state (draft, open, closed) and the dates submissions are taken between. */
export const ScheduleFields = memo(
  function ScheduleFields({ draft, errors, change }: FormPart) {
    const dateProps = { inputLabel: { shrink: true }, htmlInput: { step: 60 } };
    return (
      <Section title="State and dates">
        <Box sx={grid}>
          <Box className="full">
            <ToggleButtonGroup
              exclusive
              color="primary"
              size="small"
              value={draft.state}
              onChange={(_, state: ChallengeState | null) => state && change({ state }, ['state'])}
              aria-label="State"
            >
              {(['draft', 'open', 'closed'] as const).map((state) => (
                <ToggleButton key={state} value={state} sx={{ px: 2 }}>
                  {STATE_LABELS[state]}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
            <Typography
              variant="body2"
              color={errors.state ? 'error' : 'text.secondary'}
              sx={{ mt: 1 }}
            >
              {errors.state ?? STATE_HINTS[draft.state]}
            </Typography>
          </Box>
          <TextField
            type="datetime-local"
            label="Opens at"
            name="opens_at"
            value={draft.opens_at}
            onChange={(event) => change({ opens_at: event.target.value }, ['opens_at'])}
            {...reasonProps(errors, 'opens_at', 'Empty: as soon as it is open.')}
            slotProps={dateProps}
          />
          <TextField
            type="datetime-local"
            label="Closes at"
            name="closes_at"
            value={draft.closes_at}
            onChange={(event) => change({ closes_at: event.target.value }, ['closes_at'])}
            {...reasonProps(errors, 'closes_at', 'Empty: until it is closed.')}
            slotProps={dateProps}
          />
          <Typography variant="body2" color="text.secondary" sx={{ alignSelf: 'center' }}>
            Times are in your time zone ({ZONE}).
          </Typography>
        </Box>
      </Section>
    );
  },
  samePart(['state', 'opens_at', 'closes_at']),
);
