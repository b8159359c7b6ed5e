import type { RecordFormat } from '@ads/contract';
import { Box, Chip, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A record page's title: its name (as typed, not translated), its format, and a mark of how it
 * is shared ("Shared" for its owner, "Shared record" to a link's holder); what follows the
 * chips (a sentence on a share's page) comes as children.
 */
export function RecordTitle(props: {
  name: string;
  format: RecordFormat;
  shared: string | null;
  children?: ReactNode;
}) {
  const { t } = useTranslation('statistics');
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography
        variant="h4"
        component="h1"
        translate="no"
        sx={{ fontWeight: 700, overflowWrap: 'anywhere', fontSize: { xs: 24, sm: 32 } }}
      >
        {props.name}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mt: 0.5, alignItems: 'center' }}>
        <Chip size="small" label={props.format === 'mcap' ? 'MCAP' : t('record.rosBag')} />
        {props.shared && (
          <Chip size="small" color="primary" variant="outlined" label={props.shared} />
        )}
      </Stack>
      {props.children}
    </Box>
  );
}
