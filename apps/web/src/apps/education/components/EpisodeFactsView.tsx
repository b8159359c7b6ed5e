import { Box, Chip, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ServerSentence } from './ServerSentence';
import { type EpisodeFacts, penaltyLine } from '../model/episode-facts';
import { formatScore, formatSeconds } from '../model/scores';
import { END_COLOR, endLabel } from '../model/submission-status';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>{value}</Typography>
    </Box>
  );
}

/**
 * One episode's outcome: how it ended (and why, in the simulator's sentence), completion, time,
 * the penalties counted, and what the code printed.
 */
export function EpisodeFactsView({ facts, title }: { facts: EpisodeFacts; title: string }) {
  const { t } = useTranslation('education');
  return (
    <Box
      component="section"
      aria-label={title}
      data-end={facts.end}
      data-completion={facts.completion}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <Typography sx={{ fontWeight: 700, flex: 1 }}>{title}</Typography>
        <Chip size="small" color={END_COLOR[facts.end]} label={endLabel(t, facts.end)} />
      </Stack>
      {facts.message && (
        <ServerSentence
          text={facts.message}
          variant="body2"
          color="text.secondary"
          sx={{ mb: 1, overflowWrap: 'anywhere' }}
        />
      )}
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1 }}>
        <Fact
          label={t('facts.completion')}
          value={formatScore(t, 'completion', facts.completion)}
        />
        <Fact label={t('facts.time')} value={formatSeconds(t, facts.timeS)} />
        <Fact label={t('facts.penalty')} value={formatSeconds(t, facts.penaltyS)} />
      </Box>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
        {penaltyLine(t, facts)}
      </Typography>
      {facts.log.length > 0 && (
        <Box
          component="pre"
          aria-label={t('facts.log')}
          translate="no"
          sx={{
            mt: 1,
            mb: 0,
            p: 1,
            maxHeight: 120,
            overflow: 'auto',
            borderRadius: 1,
            bgcolor: 'action.hover',
            fontSize: 12,
            fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
          }}
        >
          {facts.log.join('\n')}
        </Box>
      )}
    </Box>
  );
}
