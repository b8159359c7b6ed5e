import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import type { Pc } from '@ads/contract';
import { Box, Chip, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

/** The bar of a work page (it has no top bar): back to /remote, the PC, its state, what is open. */
export function RemoteHeader(props: {
  title: string;
  pc: Pc | undefined;
  /** Named when the PC is not the user's own (an admin's visit): shown by its number. */
  pcId?: number | null;
  detail?: ReactNode;
  actions?: ReactNode;
}) {
  const { t } = useTranslation('remote');
  const online = props.pc?.online === true;
  return (
    <Stack
      component="header"
      direction="row"
      spacing={1.5}
      sx={{
        alignItems: 'center',
        px: 1,
        height: 48,
        flexShrink: 0,
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
      }}
    >
      <Tooltip title={t('header.back')}>
        <IconButton component={RouterLink} to="/remote" aria-label={t('header.back')} size="small">
          <ArrowBackIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Typography variant="subtitle1" component="h1" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
        {props.title} ·{' '}
        {props.pc?.name ?? (props.pcId ? t('audit.pcNumber', { id: props.pcId }) : t('header.pc'))}
      </Typography>
      {props.pc && (
        <Chip
          size="small"
          color={online ? 'success' : 'default'}
          label={online ? t('card.online') : t('card.offline')}
        />
      )}
      <Box sx={{ flex: 1, minWidth: 0, overflow: 'hidden' }}>
        {typeof props.detail === 'string' ? (
          <Typography
            variant="body2"
            color="text.secondary"
            noWrap
            title={props.detail}
            // A path on the PC (the workspace, the desktop's size): its words are its own.
            translate="no"
            sx={{ fontFamily: 'monospace' }}
          >
            {props.detail}
          </Typography>
        ) : (
          props.detail
        )}
      </Box>
      {props.actions}
    </Stack>
  );
}
