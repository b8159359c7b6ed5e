import RestartAltIcon from '@mui/icons-material/RestartAlt';
import { Button, Stack, Typography } from '@mui/material';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { AddPanelButton } from './AddPanelButton';
import type { PanelConfig } from './layout';

/** Whose layout this is, reset it, add a panel: renders when one of those changes. */
export const LayoutBar = memo(function LayoutBar(props: {
  keep: boolean;
  reading: boolean;
  own: boolean;
  reset(): void;
  full: boolean;
  onAdd(kind: PanelConfig['kind']): void;
}) {
  const { t } = useTranslation('statistics');
  return (
    <Stack direction="row" spacing={1} sx={{ mt: 2, mb: 1, alignItems: 'center' }}>
      <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
        {!props.keep
          ? t('playback.layoutVisit')
          : props.reading
            ? t('playback.layoutReading')
            : props.own
              ? t('playback.layoutOwn')
              : t('playback.layoutDefault')}
      </Typography>
      {props.own && (
        <Button size="small" startIcon={<RestartAltIcon />} onClick={props.reset}>
          {t('playback.layoutReset')}
        </Button>
      )}
      <AddPanelButton disabled={props.full} onAdd={props.onAdd} />
    </Stack>
  );
});
