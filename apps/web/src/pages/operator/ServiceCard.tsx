import { Box, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import type { ServiceCheck } from './service-checks';
import { StatusChip } from './StatusChip';

/** One service: its name, what it does, the chip and the facts of the last check. */
export function ServiceCard(props: {
  name: string;
  description: string;
  icon: ReactNode;
  check: ServiceCheck | undefined;
}) {
  const { check } = props;
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-label={props.name}
      sx={{ p: 3, display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <Box sx={{ color: 'primary.main', display: 'flex' }}>{props.icon}</Box>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700, flex: 1 }}>
          {props.name}
        </Typography>
        <StatusChip state={check?.state ?? 'checking'} />
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {props.description}
      </Typography>
      {check && (
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 1 }}>
          {check.facts.map((fact) => (
            <Box key={fact.label} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {fact.label}
              </Typography>
              <Typography
                component="dd"
                variant="body2"
                sx={{ m: 0, textAlign: 'right', fontWeight: 600, overflowWrap: 'anywhere' }}
              >
                {fact.value}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
      {check?.note && (
        <Typography variant="body2" color={check.state === 'down' ? 'error' : 'text.secondary'}>
          {check.note}
        </Typography>
      )}
    </Paper>
  );
}
