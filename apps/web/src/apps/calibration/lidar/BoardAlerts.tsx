import { Alert } from '@mui/material';
import type { CloudBoard, ImageBoard } from './lidar-state';

/** Where the board search in the capture's cloud stands (board target). */
export function CloudBoardAlert({ board }: { board: CloudBoard }) {
  return (
    <Alert
      severity={
        board.status === 'failed' ? 'warning' : board.status === 'found' ? 'success' : 'info'
      }
      sx={{ mt: 1 }}
      data-cloud-board={board.status}
    >
      {board.status === 'finding'
        ? 'Finding the board’s plane and outline…'
        : board.status === 'failed'
          ? board.reason
          : `Board found in the cloud: ${board.board?.inliers} points, plane RMS ${((board.board?.planeRms ?? 0) * 1000).toFixed(1)} mm, measured ${board.board?.measured.width.toFixed(2)} × ${board.board?.measured.height.toFixed(2)} m.`}
    </Alert>
  );
}

/** Where the board search in the capture's image stands (board target). */
export function ImageBoardAlert({ board }: { board: ImageBoard }) {
  return (
    <Alert
      severity={
        board.status === 'found' ? 'success' : board.status === 'detecting' ? 'info' : 'warning'
      }
      sx={{ mt: 1 }}
      data-image-board={board.status}
    >
      {board.status === 'detecting'
        ? 'Finding the board’s corners in the image…'
        : board.status === 'found'
          ? `Board found in the image: ${board.corners.length} corners.`
          : board.reason}
    </Alert>
  );
}
