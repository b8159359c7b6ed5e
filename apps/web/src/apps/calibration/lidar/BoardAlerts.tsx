import { Alert } from '@mui/material';
import type { CloudBoard, ImageBoard } from './lidar-state';
import { useTranslation } from 'react-i18next';
import { serverText } from '../../../lib/i18n';

/** Where the board search in the capture's cloud stands (board target). */
export function CloudBoardAlert({ board }: { board: CloudBoard }) {
  const { t } = useTranslation('calibration');
  return (
    <Alert
      severity={
        board.status === 'failed' ? 'warning' : board.status === 'found' ? 'success' : 'info'
      }
      sx={{ mt: 1 }}
      data-cloud-board={board.status}
    >
      {board.status === 'finding'
        ? t('lidar.board.findingCloud')
        : board.status === 'failed'
          ? serverText(board.reason ?? '')
          : t('lidar.board.foundCloud', {
              points: board.board?.inliers,
              rms: ((board.board?.planeRms ?? 0) * 1000).toFixed(1),
              width: board.board?.measured.width.toFixed(2),
              height: board.board?.measured.height.toFixed(2),
            })}
    </Alert>
  );
}

/** Where the board search in the capture's image stands (board target). */
export function ImageBoardAlert({ board }: { board: ImageBoard }) {
  const { t } = useTranslation('calibration');
  return (
    <Alert
      severity={
        board.status === 'found' ? 'success' : board.status === 'detecting' ? 'info' : 'warning'
      }
      sx={{ mt: 1 }}
      data-image-board={board.status}
    >
      {board.status === 'detecting'
        ? t('lidar.board.findingImage')
        : board.status === 'found'
          ? t('lidar.board.foundImage', { count: board.corners.length })
          : serverText(board.reason ?? '')}
    </Alert>
  );
}
