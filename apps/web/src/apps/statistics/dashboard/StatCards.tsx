import RouteOutlinedIcon from '@mui/icons-material/RouteOutlined';
import ScheduleOutlinedIcon from '@mui/icons-material/ScheduleOutlined';
import StorageOutlinedIcon from '@mui/icons-material/StorageOutlined';
import VideoLibraryOutlinedIcon from '@mui/icons-material/VideoLibraryOutlined';
import { Box, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { type Metric, type Totals, metricOf } from './metrics';

const CARDS: Array<{ metric: Metric; title: string; icon: ReactNode }> = [
  { metric: 'records', title: 'Records', icon: <VideoLibraryOutlinedIcon /> },
  { metric: 'hours', title: 'Driving time', icon: <ScheduleOutlinedIcon /> },
  { metric: 'km', title: 'Distance', icon: <RouteOutlinedIcon /> },
  { metric: 'bytes', title: 'Storage', icon: <StorageOutlinedIcon /> },
];

/** The four totals of the dashboard. */
export function StatCards({ totals }: { totals: Totals }) {
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
          aria-label={card.title}
          sx={{ p: { xs: 2, sm: 2.5 }, borderRadius: 3 }}
        >
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: 'primary.main' }}>
            {card.icon}
            <Typography variant="body2" color="text.secondary">
              {card.title}
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
