import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

/**
 * A PC's agent presence: a dot and 'Online' or 'Offline', short enough for a project card's
 * list row; the PC card (`PcPresence`) adds when it was last seen.
 */
export function PcOnline({ online }: { online: boolean }) {
  const { t } = useTranslation('project');
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
      <Box
        component="span"
        aria-hidden="true"
        sx={{
          width: 8,
          height: 8,
          borderRadius: '50%',
          flexShrink: 0,
          bgcolor: online ? 'success.main' : 'text.disabled',
        }}
      />
      <Typography
        component="span"
        variant="caption"
        sx={{ fontWeight: 600, color: online ? 'success.main' : 'text.secondary' }}
      >
        {online ? t('online') : t('offline')}
      </Typography>
    </Box>
  );
}
