import {
  Box,
  MenuItem,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { memo } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Section } from '../../../shell/Section';
import {
  type ChallengeState,
  type FormPart,
  type Level,
  reasonProps,
  reasonText,
  samePart,
} from './challenge-form';
import { LEVELS, levelName, stateHint, stateName } from './labels';

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
    const { t } = useTranslation('education');
    return (
      <Section title={t('admin.about.title')}>
        <Box sx={grid}>
          <TextField
            className="full"
            label={t('admin.about.name')}
            name="title"
            required
            value={draft.title}
            onChange={(event) => change({ title: event.target.value }, ['title'])}
            {...reasonProps(t, errors, 'title')}
            slotProps={{ htmlInput: { maxLength: 120, translate: 'no' } }}
          />
          <TextField
            className="full"
            label={t('admin.about.summary')}
            name="summary"
            value={draft.summary}
            onChange={(event) => change({ summary: event.target.value }, ['summary'])}
            {...reasonProps(t, errors, 'summary', t('admin.about.summaryHint'))}
            slotProps={{ htmlInput: { maxLength: 300, translate: 'no' } }}
          />
          <TextField
            select
            label={t('admin.about.level')}
            name="level"
            value={draft.level}
            onChange={(event) => change({ level: event.target.value as Level }, ['level'])}
            {...reasonProps(t, errors, 'level')}
          >
            {LEVELS.map((value) => (
              <MenuItem key={value} value={value}>
                {levelName(t, value)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            type="number"
            label={t('admin.about.points')}
            name="points"
            value={draft.points}
            onChange={(event) => change({ points: event.target.value }, ['points'])}
            {...reasonProps(t, errors, 'points', t('admin.about.pointsHint'))}
            slotProps={numberInput(0, 1000)}
          />
          <TextField
            type="number"
            label={t('admin.about.attempts')}
            name="attempts_per_day"
            value={draft.attempts_per_day}
            onChange={(event) =>
              change({ attempts_per_day: event.target.value }, ['attempts_per_day'])
            }
            {...reasonProps(t, errors, 'attempts_per_day', t('admin.about.attemptsHint'))}
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
    const { t } = useTranslation('education');
    const dateProps = { inputLabel: { shrink: true }, htmlInput: { step: 60 } };
    return (
      <Section title={t('admin.schedule.title')}>
        <Box sx={grid}>
          <Box className="full">
            <ToggleButtonGroup
              exclusive
              color="primary"
              size="small"
              value={draft.state}
              onChange={(_, state: ChallengeState | null) => state && change({ state }, ['state'])}
              aria-label={t('admin.schedule.state')}
            >
              {(['draft', 'open', 'closed'] as const).map((state) => (
                <ToggleButton key={state} value={state} sx={{ px: 2 }}>
                  {stateName(t, state)}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
            <Typography
              variant="body2"
              color={errors.state ? 'error' : 'text.secondary'}
              sx={{ mt: 1 }}
            >
              {errors.state ? reasonText(t, errors.state) : stateHint(t, draft.state)}
            </Typography>
          </Box>
          <TextField
            type="datetime-local"
            label={t('admin.schedule.opensAt')}
            name="opens_at"
            value={draft.opens_at}
            onChange={(event) => change({ opens_at: event.target.value }, ['opens_at'])}
            {...reasonProps(t, errors, 'opens_at', t('admin.schedule.opensHint'))}
            slotProps={dateProps}
          />
          <TextField
            type="datetime-local"
            label={t('admin.schedule.closesAt')}
            name="closes_at"
            value={draft.closes_at}
            onChange={(event) => change({ closes_at: event.target.value }, ['closes_at'])}
            {...reasonProps(t, errors, 'closes_at', t('admin.schedule.closesHint'))}
            slotProps={dateProps}
          />
          <Typography variant="body2" color="text.secondary" sx={{ alignSelf: 'center' }}>
            <Trans
              t={t}
              i18nKey="admin.schedule.zone"
              values={{ zone: ZONE }}
              components={{ zone: <span translate="no" /> }}
            />
          </Typography>
        </Box>
      </Section>
    );
  },
  samePart(['state', 'opens_at', 'closes_at']),
);
