import type { BoardDetection, IntrinsicsView, Vec2 } from '@ads/calibration';

/*
 * The intrinsic calibration's views: each image (or video frame) added, its detection, and
 * whether the user left it out. Pure: the tab dispatches, the worker's answers come back as
 * actions. A detection belongs to a round (bumped when the board changes) so that an answer for
 * the old board cannot land on the new one.
 */

export type ViewStatus = 'detecting' | 'found' | 'not-found' | 'failed';

export interface View {
  id: string;
  name: string;
  /** The image file, kept on this machine; the worker reads it again when it needs it. */
  source: Blob;
  /** An object URL of `source`, for thumbnails. */
  url: string;
  status: ViewStatus;
  width: number | null;
  height: number | null;
  corners: Vec2[];
  ids: number[];
  /** Why the corners were not found, or why the image cannot be used. */
  reason: string | null;
  /** Left out of the calibration by the user (a found view only). */
  dropped: boolean;
}

export interface ViewsState {
  views: View[];
  round: number;
}

export type ViewsAction =
  | { type: 'add'; views: Array<Pick<View, 'id' | 'name' | 'source' | 'url'>> }
  | {
      type: 'detected';
      id: string;
      round: number;
      width: number;
      height: number;
      detection: BoardDetection;
    }
  | { type: 'failed'; id: string; round: number; message: string }
  | { type: 'toggle'; id: string }
  | { type: 'remove'; id: string }
  | { type: 'redetect' }
  | { type: 'clear' };

export const EMPTY_VIEWS: ViewsState = { views: [], round: 0 };

const fresh = (view: Pick<View, 'id' | 'name' | 'source' | 'url'>): View => ({
  ...view,
  status: 'detecting',
  width: null,
  height: null,
  corners: [],
  ids: [],
  reason: null,
  dropped: false,
});

/** The image size of the views found so far: the first found view's. */
export function imageSizeOf(views: readonly View[]): { width: number; height: number } | null {
  const first = views.find((view) => view.status === 'found');
  return first?.width && first.height ? { width: first.width, height: first.height } : null;
}

export function viewsReducer(state: ViewsState, action: ViewsAction): ViewsState {
  switch (action.type) {
    case 'add':
      return { ...state, views: [...state.views, ...action.views.map(fresh)] };
    case 'detected': {
      if (action.round !== state.round) return state;
      const size = imageSizeOf(state.views);
      const { width, height, detection } = action;
      const otherSize = size && (size.width !== width || size.height !== height);
      return {
        ...state,
        views: state.views.map((view) => {
          if (view.id !== action.id) return view;
          if (otherSize) {
            return {
              ...view,
              status: 'failed',
              width,
              height,
              reason: `This image is ${width}×${height}, the others ${size.width}×${size.height}: one calibration is one camera at one resolution.`,
            };
          }
          return {
            ...view,
            status: detection.found ? 'found' : 'not-found',
            width,
            height,
            corners: detection.corners,
            ids: detection.ids,
            reason: detection.found ? null : (detection.reason ?? 'The board was not found.'),
          };
        }),
      };
    }
    case 'failed':
      if (action.round !== state.round) return state;
      return {
        ...state,
        views: state.views.map((view) =>
          view.id === action.id ? { ...view, status: 'failed', reason: action.message } : view,
        ),
      };
    case 'toggle':
      return {
        ...state,
        views: state.views.map((view) =>
          view.id === action.id && view.status === 'found'
            ? { ...view, dropped: !view.dropped }
            : view,
        ),
      };
    case 'remove':
      return { ...state, views: state.views.filter((view) => view.id !== action.id) };
    case 'redetect':
      // A new board: every view is searched again; what the user left out stays out.
      return {
        round: state.round + 1,
        views: state.views.map((view) => ({ ...fresh(view), dropped: view.dropped })),
      };
    case 'clear':
      return { round: state.round + 1, views: [] };
  }
}

/** Views whose detection is still running. */
export const detecting = (state: ViewsState) =>
  state.views.filter((view) => view.status === 'detecting').length;

/** The views a calibration uses: found and not left out, as the solver takes them. */
export function usableViews(state: ViewsState): IntrinsicsView[] {
  return state.views
    .filter((view) => view.status === 'found' && !view.dropped)
    .map((view) => ({ file: view.id, corners: view.corners, ids: view.ids }));
}

/** What a result depends on: the views used, by id (a result for other views is stale). */
export const viewsKey = (views: readonly IntrinsicsView[]) =>
  views.map((view) => view.file).join('|');

/** Ids as ranges: 0–5, 7, 9–12. */
export function idRanges(ids: readonly number[]): string {
  const parts: string[] = [];
  for (let k = 0; k < ids.length;) {
    let end = k;
    while (end + 1 < ids.length && ids[end + 1] === ids[end]! + 1) end += 1;
    parts.push(end > k ? `${ids[k]}–${ids[end]}` : String(ids[k]));
    k = end + 1;
  }
  return parts.join(', ');
}
