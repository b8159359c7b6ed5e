import type { EduScoreRule, EduScores } from '@ads/contract';
import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { scoreLabel, scoreText } from '../model/scores';

/** A submission's scores in the challenge's rule order, as label–value pairs. */
export function ScoreLine({
  rules,
  scores,
  label,
}: {
  rules: readonly EduScoreRule[];
  scores: EduScores;
  label?: string;
}) {
  const { t } = useTranslation('education');
  return (
    <Box
      aria-label={label ?? t('submission.scores')}
      sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5 }}
    >
      {rules.map((rule) => (
        <Typography key={rule.key} variant="body2" data-score={rule.key}>
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {scoreLabel(t, rule.key)}{' '}
          </Box>
          <Box component="span" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
            {scoreText(t, scores, rule.key)}
          </Box>
        </Typography>
      ))}
    </Box>
  );
}
