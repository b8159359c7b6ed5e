import { Alert, Box, Typography } from '@mui/material';
import { CloudBoardAlert, ImageBoardAlert } from './BoardAlerts';
import { CloudPane } from './CloudPane';
import { ImagePane } from './ImagePane';
import { cloudHint } from './lidar-rules';
import type { LidarTabModel } from './use-lidar-tab';

/** What to open, before the capture has an image or a cloud. */
function NoCapture() {
  return (
    <Box sx={{ textAlign: 'center', py: 3, color: 'text.secondary' }}>
      <Typography variant="h6" component="p" color="text.primary" sx={{ fontWeight: 600 }}>
        Open an image and a point cloud taken at the same moment
      </Typography>
      <Typography variant="body2" sx={{ maxWidth: 640, mx: 'auto' }}>
        The cloud as .pcd (ASCII, binary or binary_compressed) or KITTI .bin. With a board target,
        hold a large chessboard (with a white border) where both sensors see it, in two or more
        poses (Add a capture for each): the board is found in the image by itself, and in the cloud
        where you click on it. Without a board, pick at least 6 point–pixel pairs by hand.
      </Typography>
    </Box>
  );
}

/** The current capture: its cloud in 3D and its image, each with its board search or picks. */
export function CapturePanes({ tab }: { tab: LidarTabModel }) {
  const { capture, mode, waiting } = tab;
  if (!capture.image && !capture.cloud) return <NoCapture />;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
      <Box sx={{ minWidth: 0 }}>
        {capture.cloud ? (
          <CloudPane
            cloud={capture.cloud}
            markers={tab.cloudMarkers}
            onPick={tab.pickPoint}
            hint={cloudHint(mode)}
          />
        ) : (
          <Alert severity="info">Open the point cloud of this capture.</Alert>
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
            hint={tab.imageHint}
          />
        ) : (
          <Alert severity="info">Open the camera image of this capture.</Alert>
        )}
        {mode === 'manual' && capture.image && (
          <Typography
            variant="caption"
            color={waiting ? 'warning.main' : 'text.secondary'}
            role="status"
          >
            {tab.imageHint}
          </Typography>
        )}
        {mode === 'target' && capture.imageBoard && <ImageBoardAlert board={capture.imageBoard} />}
      </Box>
    </Box>
  );
}
