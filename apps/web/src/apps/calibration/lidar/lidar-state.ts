import type { BoardInCloud, TargetView, Vec2, Vec3 } from '@ads/calibration';

/*
 * The lidar–camera tab's inputs: captures (an image and a cloud taken at the same moment; a
 * board target wants several poses of the board) and the point–pixel pairs picked by hand. Pure:
 * the tab dispatches, the worker's answers come back as actions.
 */

export interface LoadedImage {
  source: Blob;
  name: string;
  url: string;
  width: number;
  height: number;
}

export interface LoadedCloudInfo {
  /** The worker's name for the kept cloud. */
  key: string;
  name: string;
  positions: Float32Array;
  intensity: Float32Array | null;
  count: number;
}

/** The board's corners found in the capture's image. */
export interface ImageBoard {
  status: 'detecting' | 'found' | 'not-found' | 'failed';
  corners: Vec2[];
  reason: string | null;
}

/** The board found in the capture's cloud around a clicked point. */
export interface CloudBoard {
  seed: Vec3;
  status: 'finding' | 'found' | 'failed';
  board: BoardInCloud | null;
  reason: string | null;
}

export interface Capture {
  id: string;
  image: LoadedImage | null;
  cloud: LoadedCloudInfo | null;
  imageBoard: ImageBoard | null;
  cloudBoard: CloudBoard | null;
}

/** A point of the cloud and, once picked, its pixel in the same capture's image. */
export interface Pair {
  id: string;
  capture: string;
  point: Vec3;
  pixel: Vec2 | null;
}

export interface LidarState {
  captures: Capture[];
  current: string;
  pairs: Pair[];
  /** Ids handed out so far (captures and pairs). */
  made: number;
}

export type LidarAction =
  | { type: 'addCapture' }
  /** Everything replaced by empty captures of these ids (a sample scene's, issue 30). */
  | { type: 'reset'; ids: string[] }
  | { type: 'select'; id: string }
  | { type: 'removeCapture'; id: string }
  | { type: 'image'; capture: string; image: LoadedImage }
  | { type: 'cloud'; capture: string; cloud: LoadedCloudInfo }
  | { type: 'imageBoard'; capture: string; board: ImageBoard }
  | { type: 'cloudBoard'; capture: string; board: CloudBoard }
  | { type: 'pickPoint'; point: Vec3 }
  | { type: 'pickPixel'; pixel: Vec2 }
  | { type: 'removePair'; id: string }
  | { type: 'clearPairs' };

const emptyCapture = (id: string): Capture => ({
  id,
  image: null,
  cloud: null,
  imageBoard: null,
  cloudBoard: null,
});

export const INITIAL_LIDAR: LidarState = {
  captures: [emptyCapture('c1')],
  current: 'c1',
  pairs: [],
  made: 1,
};

const updateCapture = (state: LidarState, id: string, patch: Partial<Capture>): LidarState => ({
  ...state,
  captures: state.captures.map((capture) =>
    capture.id === id ? { ...capture, ...patch } : capture,
  ),
});

/** The pair of the current capture waiting for its pixel, if any. */
export function pendingPair(state: LidarState): Pair | null {
  return state.pairs.find((pair) => pair.capture === state.current && pair.pixel === null) ?? null;
}

export function lidarReducer(state: LidarState, action: LidarAction): LidarState {
  switch (action.type) {
    case 'addCapture': {
      const id = `c${state.made + 1}`;
      return {
        ...state,
        captures: [...state.captures, emptyCapture(id)],
        current: id,
        made: state.made + 1,
      };
    }
    case 'reset':
      return {
        captures: action.ids.map(emptyCapture),
        current: action.ids[0] ?? state.current,
        pairs: [],
        made: state.made,
      };
    case 'select':
      return state.captures.some((capture) => capture.id === action.id)
        ? { ...state, current: action.id }
        : state;
    case 'removeCapture': {
      const captures = state.captures.filter((capture) => capture.id !== action.id);
      if (captures.length === 0)
        return {
          ...INITIAL_LIDAR,
          made: state.made + 1,
          captures: [emptyCapture(`c${state.made + 1}`)],
          current: `c${state.made + 1}`,
        };
      const current = state.current === action.id ? captures[0]!.id : state.current;
      return {
        ...state,
        captures,
        current,
        pairs: state.pairs.filter((pair) => pair.capture !== action.id),
      };
    }
    case 'image':
      // A new image: its board corners and the pixels picked in the old one no longer hold.
      return {
        ...updateCapture(state, action.capture, { image: action.image, imageBoard: null }),
        pairs: state.pairs.map((pair) =>
          pair.capture === action.capture ? { ...pair, pixel: null } : pair,
        ),
      };
    case 'cloud':
      return {
        ...updateCapture(state, action.capture, { cloud: action.cloud, cloudBoard: null }),
        pairs: state.pairs.filter((pair) => pair.capture !== action.capture),
      };
    case 'imageBoard':
      return updateCapture(state, action.capture, { imageBoard: action.board });
    case 'cloudBoard': {
      const capture = state.captures.find((candidate) => candidate.id === action.capture);
      // An answer for an older click does not replace the newer one's.
      const seed = capture?.cloudBoard?.seed;
      if (action.board.status !== 'finding' && seed && seed.join() !== action.board.seed.join())
        return state;
      return updateCapture(state, action.capture, { cloudBoard: action.board });
    }
    case 'pickPoint': {
      const pending = pendingPair(state);
      if (pending) {
        return {
          ...state,
          pairs: state.pairs.map((pair) =>
            pair.id === pending.id ? { ...pair, point: action.point } : pair,
          ),
        };
      }
      const id = `p${state.made + 1}`;
      return {
        ...state,
        made: state.made + 1,
        pairs: [...state.pairs, { id, capture: state.current, point: action.point, pixel: null }],
      };
    }
    case 'pickPixel': {
      const pending = pendingPair(state);
      if (!pending) return state;
      return {
        ...state,
        pairs: state.pairs.map((pair) =>
          pair.id === pending.id ? { ...pair, pixel: action.pixel } : pair,
        ),
      };
    }
    case 'removePair':
      return { ...state, pairs: state.pairs.filter((pair) => pair.id !== action.id) };
    case 'clearPairs':
      return { ...state, pairs: [] };
  }
}

export const currentCapture = (state: LidarState): Capture =>
  state.captures.find((capture) => capture.id === state.current) ?? state.captures[0]!;

/** The pairs with both halves, in the order the solver gets them (its residuals follow it). */
export const completePairs = (state: LidarState) =>
  state.pairs.filter((pair): pair is Pair & { pixel: Vec2 } => pair.pixel !== null);

/** The captures with the board found in both the image and the cloud, as the solver takes them. */
export function targetViews(state: LidarState): Array<TargetView & { capture: string }> {
  return state.captures.flatMap((capture) =>
    capture.imageBoard?.status === 'found' &&
    capture.cloudBoard?.status === 'found' &&
    capture.cloudBoard.board
      ? [
          {
            capture: capture.id,
            imageCorners: capture.imageBoard.corners,
            cloudCandidates: capture.cloudBoard.board.candidates,
          },
        ]
      : [],
  );
}
