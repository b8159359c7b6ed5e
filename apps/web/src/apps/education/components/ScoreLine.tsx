import type { EduScoreRule, EduScores } from '@ads/contract';
import { Box, Typography } from '@mui/material';
import { scoreLabel, scoreText } from '../model/scores';

/** A submission's scores in the challenge's rule order, as label–value pairs. */
export function ScoreLine({
  rules,
  scores,
  label = '점수',
}: {
  rules: readonly EduScoreRule[];
  scores: EduScores;
  label?: string;
}) {
  return (
    <Box aria-label={label} sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5 }}>
      {rules.map((rule) => (
        <Typography key={rule.key} variant="body2" data-score={rule.key}>
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {scoreLabel(rule.key)}{' '}
          </Box>
          <Box component="span" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
            {scoreText(scores, rule.key)}
          </Box>
        </Typography>
      ))}
    </Box>
  );
}
