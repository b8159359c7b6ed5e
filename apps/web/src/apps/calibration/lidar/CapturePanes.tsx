import { Alert, Box, Typography } from '@mui/material';
import { CloudBoardAlert, ImageBoardAlert } from './BoardAlerts';
import { CloudPane } from './CloudPane';
import { ImagePane } from './ImagePane';
import { cloudHint } from './lidar-rules';
import type { LidarTabModel } from './use-lidar-tab';
import { Trans, useTranslation } from 'react-i18next';
import { serverText } from '../../../lib/i18n';

/** What to open, before the capture has an image or a cloud. */
function NoCapture() {
  const { t } = useTranslation('calibration');
  return (
    <Box sx={{ textAlign: 'center', py: 3, color: 'text.secondary' }}>
      <Typography variant="h6" component="p" color="text.primary" sx={{ fontWeight: 600 }}>
        {t('lidar.none.title')}
      </Typography>
      <Typography variant="body2" sx={{ maxWidth: 640, mx: 'auto' }}>
        <Trans t={t} i18nKey="lidar.none.text" components={[<span translate="no" key="code" />]} />
      </Typography>
    </Box>
  );
}

/** The current capture: its cloud in 3D and its image, each with its board search or picks. */
export function CapturePanes({ tab }: { tab: LidarTabModel }) {
  const { capture, mode, waiting } = tab;
  const { t } = useTranslation('calibration');
  if (!capture.image && !capture.cloud) return <NoCapture />;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
      <Box sx={{ minWidth: 0 }}>
        {capture.cloud ? (
          <CloudPane
            cloud={capture.cloud}
            markers={tab.cloudMarkers}
            onPick={tab.pickPoint}
            hint={serverText(cloudHint(mode))}
          />
        ) : (
          <Alert severity="info">{t('lidar.none.cloud')}</Alert>
        )}
        {mode === 'target' && capture.cloudBoard && <CloudBoardAlert board={capture.cloudBoard} />}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        {capture.image ? (
          <ImagePane
            image={capture.image}
            markers={tab.pixelMarkers}
            corners={
              mode === 'target' && capture.imageBoard?.status === 'found'
                ? capture.imageBoard.corners
                : null
            }
            board={tab.spec}
            projection={tab.projection}
            onPick={
              mode === 'manual' && waiting
                ? (pixel) => tab.dispatch({ type: 'pickPixel', pixel })
                : undefined
            }
            hint={serverText(tab.imageHint)}
          />
        ) : (
          <Alert severity="info">{t('lidar.none.image')}</Alert>
        )}
        {mode === 'manual' && capture.image && (
          <Typography
            variant="caption"
            color={waiting ? 'warning.main' : 'text.secondary'}
            role="status"
          >
            {serverText(tab.imageHint)}
          </Typography>
        )}
        {mode === 'target' && capture.imageBoard && <ImageBoardAlert board={capture.imageBoard} />}
      </Box>
    </Box>
  );
}
