/**
 * The slice of OpenCV.js (`@techstark/opencv-js` 4.12.0-release.1) the calibration solvers use.
 * The solvers take it as an argument rather than importing it: the browser loads it in the
 * calibration Web Worker, the server in a worker thread, the tests once per process — the
 * 10 MB module never rides along with anything else that imports the contract.
 *
 * The package's own .d.ts is not used: it declares functions this build lacks (calibrateCamera,
 * cornerSubPix, findChessboardCorners) and misses some it has (calibrateCameraExtended).
 */

/** An OpenCV matrix. Free it with `delete()`: it lives in the WASM heap, not the JS one. */
export interface CvMat {
  rows: number;
  cols: number;
  data: Uint8Array;
  data32F: Float32Array;
  data64F: Float64Array;
  data32S: Int32Array;
  type(): number;
  channels(): number;
  delete(): void;
  clone(): CvMat;
}

export interface CvMatVector {
  push_back(mat: CvMat): void;
  get(index: number): CvMat;
  size(): number;
  delete(): void;
}

export interface CvSize {
  width: number;
  height: number;
}

/** An ArUco dictionary (`getPredefinedDictionary`): its markers' bits, `markerSize` a side. */
export interface CvArucoDictionary {
  markerSize: number;
  /** Draws marker `id`, `sidePixels` square, with `borderBits` of black border, into `img`. */
  generateImageMarker(id: number, sidePixels: number, img: CvMat, borderBits: number): void;
  delete(): void;
}

/** OpenCV's aruco::CharucoBoard (4.6+ layout unless `setLegacyPattern(true)`). */
export interface CvCharucoBoard {
  /** The inner corners' board points, id by id: a Point3fVector (its binding gives x, y only). */
  getChessboardCorners(): {
    size(): number;
    get(index: number): { x: number; y: number };
    delete(): void;
  };
  getLegacyPattern(): boolean;
  /** The board as OpenCV prints it: CV_8UC1 in `img`, `marginSize` px of white around. */
  generateImage(outSize: CvSize, img: CvMat, marginSize: number, borderBits: number): void;
  delete(): void;
}

/** aruco::DetectorParameters (embind properties; only those set here are listed). */
export interface CvArucoDetectorParameters {
  cornerRefinementMaxIterations: number;
  cornerRefinementMinAccuracy: number;
  cornerRefinementWinSize: number;
  delete(): void;
}

/** aruco::CharucoParameters. */
export interface CvCharucoParameters {
  /** Adjacent markers a ChArUco corner needs to be returned (OpenCV's default 2). */
  minMarkers: number;
  /** Look again for markers the board's layout predicts (refineDetectedMarkers). */
  tryRefineMarkers: boolean;
  delete(): void;
}

export interface CvCharucoDetector {
  /**
   * ChArUco corners (CV_32FC2, subpixel) and their ids (CV_32SC1) from the markers found
   * (`markerCorners` a MatVector of 4 corners each, `markerIds` CV_32SC1).
   */
  detectBoard(
    image: CvMat,
    charucoCorners: CvMat,
    charucoIds: CvMat,
    markerCorners: CvMatVector,
    markerIds: CvMat,
  ): void;
  delete(): void;
}

export interface Cv {
  Mat: new (...args: unknown[]) => CvMat;
  MatVector: new () => CvMatVector;
  Size: new (width: number, height: number) => CvSize;
  Point: new (x: number, y: number) => { x: number; y: number };
  Scalar: new (...values: number[]) => unknown;
  TermCriteria: new (type: number, maxCount: number, epsilon: number) => unknown;
  matFromArray(rows: number, cols: number, type: number, data: ArrayLike<number>): CvMat;

  CV_8UC1: number;
  CV_32SC1: number;
  CV_8UC4: number;
  CV_32FC1: number;
  CV_32FC2: number;
  CV_32FC3: number;
  CV_64FC1: number;
  CV_64FC2: number;
  CV_64FC3: number;
  CV_16SC2: number;
  COLOR_RGBA2GRAY: number;
  INTER_LINEAR: number;
  BORDER_CONSTANT: number;
  BORDER_DEFAULT: number;
  TermCriteria_COUNT: number;
  TermCriteria_EPS: number;
  SOLVEPNP_SQPNP: number;
  SOLVEPNP_ITERATIVE: number;
  CALIB_FIX_K3: number;
  CALIB_RATIONAL_MODEL: number;
  CALIB_FIX_ASPECT_RATIO: number;
  CALIB_USE_INTRINSIC_GUESS: number;

  /** A C++ exception arrives in JS as a heap pointer; this reads its message. */
  exceptionFromPtr?(pointer: number): { msg: string };

  /** OpenCV's calibrateCamera with std deviations and per-view errors; returns the RMS. */
  calibrateCameraExtended(
    objectPoints: CvMatVector,
    imagePoints: CvMatVector,
    imageSize: CvSize,
    cameraMatrix: CvMat,
    distCoeffs: CvMat,
    rvecs: CvMatVector,
    tvecs: CvMatVector,
    stdDeviationsIntrinsics: CvMat,
    stdDeviationsExtrinsics: CvMat,
    perViewErrors: CvMat,
    flags: number,
    criteria: unknown,
  ): number;
  solvePnP(
    objectPoints: CvMat,
    imagePoints: CvMat,
    cameraMatrix: CvMat,
    distCoeffs: CvMat,
    rvec: CvMat,
    tvec: CvMat,
    useExtrinsicGuess: boolean,
    flags: number,
  ): boolean;
  solvePnPRefineLM(
    objectPoints: CvMat,
    imagePoints: CvMat,
    cameraMatrix: CvMat,
    distCoeffs: CvMat,
    rvec: CvMat,
    tvec: CvMat,
    criteria: unknown,
  ): void;
  /** Output is CV_32FC2 for CV_32F input, CV_64FC2 for CV_64F. */
  projectPoints(
    objectPoints: CvMat,
    rvec: CvMat,
    tvec: CvMat,
    cameraMatrix: CvMat,
    distCoeffs: CvMat,
    imagePoints: CvMat,
  ): void;
  fisheye_projectPoints(
    objectPoints: CvMat,
    imagePoints: CvMat,
    rvec: CvMat,
    tvec: CvMat,
    K: CvMat,
    D: CvMat,
    alpha: number,
  ): void;
  Rodrigues(src: CvMat, dst: CvMat): void;
  undistort(
    src: CvMat,
    dst: CvMat,
    cameraMatrix: CvMat,
    distCoeffs: CvMat,
    newCameraMatrix: CvMat,
  ): void;
  initUndistortRectifyMap(
    cameraMatrix: CvMat,
    distCoeffs: CvMat,
    R: CvMat,
    newCameraMatrix: CvMat,
    size: CvSize,
    m1type: number,
    map1: CvMat,
    map2: CvMat,
  ): void;
  fisheye_initUndistortRectifyMap(
    K: CvMat,
    D: CvMat,
    R: CvMat,
    P: CvMat,
    size: CvSize,
    m1type: number,
    map1: CvMat,
    map2: CvMat,
  ): void;
  remap(
    src: CvMat,
    dst: CvMat,
    map1: CvMat,
    map2: CvMat,
    interpolation: number,
    borderMode?: number,
    borderValue?: unknown,
  ): void;
  cvtColor(src: CvMat, dst: CvMat, code: number): void;
  GaussianBlur(
    src: CvMat,
    dst: CvMat,
    ksize: CvSize,
    sigmaX: number,
    sigmaY?: number,
    borderType?: number,
  ): void;
  findHomography(srcPoints: CvMat, dstPoints: CvMat, method?: number): CvMat;

  /** ArUco's predefined dictionaries' constants, e.g. DICT_5X5_100 (charuco/dictionaries.ts). */
  readonly [dictionary: `DICT_${string}`]: number;
  getPredefinedDictionary(dictionary: number): CvArucoDictionary;
  aruco_CharucoBoard: new (
    size: CvSize,
    squareLength: number,
    markerLength: number,
    dictionary: CvArucoDictionary,
    ids: CvMat,
  ) => CvCharucoBoard;
  aruco_DetectorParameters: new () => CvArucoDetectorParameters;
  aruco_CharucoParameters: new () => CvCharucoParameters;
  /** minRepDistance (px), errorCorrectionRate, checkAllOrders: OpenCV's defaults 10, 3, true. */
  aruco_RefineParameters: new (
    minRepDistance: number,
    errorCorrectionRate: number,
    checkAllOrders: boolean,
  ) => { delete(): void };
  aruco_CharucoDetector: new (
    board: CvCharucoBoard,
    charucoParams: CvCharucoParameters,
    detectorParams: CvArucoDetectorParameters,
    refineParams: { delete(): void },
  ) => CvCharucoDetector;
}

/** Frees OpenCV objects whatever happens in `work` (they live outside the JS heap). */
export function withMats<T>(work: (keep: <M extends { delete(): void }>(mat: M) => M) => T): T {
  const owned: Array<{ delete(): void }> = [];
  try {
    return work((mat) => {
      owned.push(mat);
      return mat;
    });
  } finally {
    for (const mat of owned.reverse()) mat.delete();
  }
}

/** OpenCV.js throws a heap pointer for C++ exceptions; turn it into its message. */
export function cvErrorText(cv: Cv, error: unknown): string {
  if (typeof error === 'number') {
    return cv.exceptionFromPtr?.(error).msg ?? `OpenCV exception ${error}`;
  }
  return error instanceof Error ? error.message : String(error);
}
