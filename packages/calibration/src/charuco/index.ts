// ChArUco boards (issue 17): OpenCV.js's CharucoDetector finds them; the layout prints them.
export {
  CHARUCO_DICTIONARIES,
  CHARUCO_DICTIONARY_NAMES,
  CHARUCO_MAX_SQUARES,
  CHARUCO_MIN_SQUARES,
  type CharucoDictionaryName,
  type CharucoProblems,
  charucoDictionary,
  charucoMarkerCount,
  charucoProblems,
  isCharucoBlack,
} from './dictionaries';
export {
  type BoardRect,
  type CharucoLayout,
  assertCharucoBoard,
  charucoBlackRects,
  charucoBoardImage,
  charucoLayout,
  charucoPixels,
  openCvCharucoBoard,
} from './layout';
export { detectCharuco } from './detect-charuco';
