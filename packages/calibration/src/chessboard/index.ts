// Our chessboard detector (issue 17): OpenCV.js 4.12 has no findChessboardCorners.
export { detectChessboard } from './detect-chessboard';
export { bindingOrder } from './board-order';
