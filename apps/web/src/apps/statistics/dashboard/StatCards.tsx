import RouteOutlinedIcon from '@mui/icons-material/RouteOutlined';
import ScheduleOutlinedIcon from '@mui/icons-material/ScheduleOutlined';
import StorageOutlinedIcon from '@mui/icons-material/StorageOutlined';
import VideoLibraryOutlinedIcon from '@mui/icons-material/VideoLibraryOutlined';
import { Box, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type Metric, type Totals, metricOf } from './metrics';

const CARDS: Array<{ metric: Metric; icon: ReactNode }> = [
  { metric: 'records', icon: <VideoLibraryOutlinedIcon /> },
  { metric: 'hours', icon: <ScheduleOutlinedIcon /> },
  { metric: 'km', icon: <RouteOutlinedIcon /> },
  { metric: 'bytes', icon: <StorageOutlinedIcon /> },
];

/** The four totals of the dashboard. */
export function StatCards({ totals }: { totals: Totals }) {
  const { t } = useTranslation('statistics');
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
      }}
    >
      {CARDS.map((card) => (
        <Paper
          key={card.metric}
          variant="outlined"
          role="group"
          aria-label={t(`cards.${card.metric}`)}
          sx={{ p: { xs: 2, sm: 2.5 }, borderRadius: 3 }}
        >
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: 'primary.main' }}>
            {card.icon}
            <Typography variant="body2" color="text.secondary">
              {t(`cards.${card.metric}`)}
            </Typography>
          </Stack>
          <Typography
            variant="h4"
            component="p"
            sx={{ mt: 1, fontWeight: 700, fontSize: { xs: 24, sm: 32 } }}
          >
            {metricOf(card.metric).format(totals[card.metric])}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}
