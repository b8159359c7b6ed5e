import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Box, Card, CardActionArea, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

/** A tappable card that leads to another page: icon, title, one line of explanation. */
export function NavCard(props: { to: string; icon: ReactNode; title: string; text: string }) {
  return (
    <Card variant="outlined">
      <CardActionArea
        component={RouterLink}
        to={props.to}
        sx={{ p: 2, display: 'flex', alignItems: 'center', gap: 2 }}
      >
        {props.icon}
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography sx={{ fontWeight: 700 }}>{props.title}</Typography>
          <Typography variant="body2" color="text.secondary">
            {props.text}
          </Typography>
        </Box>
        <ChevronRightIcon sx={{ color: 'text.disabled' }} />
      </CardActionArea>
    </Card>
  );
}
