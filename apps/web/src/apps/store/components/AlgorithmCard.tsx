import type { AlgorithmSummary } from '@ads/contract';
import { Box, Card, CardActionArea, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatDateTime } from '../../../lib/format-date';
import { timeAgo } from '../format';
import { CategoryChip, DeprecatedBadge, Installs, RuntimeChips } from './Facts';
import { algorithmPath } from './paths';

/** One algorithm of a list: what it is, its newest version and how much it is used. */
export function AlgorithmCard({ algorithm }: { algorithm: AlgorithmSummary }) {
  const { t } = useTranslation('store');
  const latest = algorithm.latest;
  return (
    <Card
      variant="outlined"
      component="article"
      aria-label={algorithm.title}
      sx={{
        borderRadius: 3,
        height: '100%',
        opacity: algorithm.deprecated ? 0.82 : 1,
        transition: 'border-color 120ms',
        '&:hover': { borderColor: 'primary.main' },
      }}
    >
      <CardActionArea
        component={RouterLink}
        to={algorithmPath(algorithm.id)}
        sx={{
          height: '100%',
          p: 2,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'stretch',
        }}
      >
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', mb: 0.5 }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography
              component="h3"
              variant="subtitle1"
              sx={{ fontWeight: 700, lineHeight: 1.3, overflowWrap: 'anywhere' }}
              translate="no"
            >
              {algorithm.title}
            </Typography>
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}
              translate="no"
            >
              {algorithm.name}
              {latest ? ` · ${latest.version}` : ''}
            </Typography>
          </Box>
          <CategoryChip category={algorithm.category} />
        </Stack>
        {algorithm.summary && (
          <Typography
            variant="body2"
            translate="no"
            sx={{
              mt: 0.5,
              mb: 1,
              display: '-webkit-box',
              WebkitLineClamp: 2,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
            }}
          >
            {algorithm.summary}
          </Typography>
        )}
        <Box sx={{ flex: 1 }} />
        <Stack spacing={1} sx={{ mt: 1 }}>
          {latest ? (
            <RuntimeChips platforms={latest.platforms} ros={latest.ros_distro} gpu={latest.gpu} />
          ) : (
            <Typography variant="body2" color="text.secondary">
              {t('card.noVersion')}
            </Typography>
          )}
          <Stack
            direction="row"
            spacing={1.5}
            useFlexGap
            sx={{ alignItems: 'center', flexWrap: 'wrap', color: 'text.secondary' }}
          >
            <Typography variant="body2" translate="no">
              {algorithm.license}
            </Typography>
            <Installs count={algorithm.installs} />
            <Typography variant="body2" title={formatDateTime(algorithm.updated_at)}>
              {timeAgo(algorithm.updated_at)}
            </Typography>
            {algorithm.deprecated && <DeprecatedBadge reason={algorithm.deprecated} />}
          </Stack>
        </Stack>
      </CardActionArea>
    </Card>
  );
}
