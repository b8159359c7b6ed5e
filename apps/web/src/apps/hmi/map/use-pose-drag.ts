import type { Map as MapLibreMap } from 'maplibre-gl';
import { EMPTY_COLLECTION, poseArrow } from '../model/live-features';
import { type LatLon, type Pose, bearing, distanceM } from '../../../lib/geo';
import type { LiveOverlay } from './live-overlay';

/** A press shorter than this is a tap: the heading comes from the lane (or the vehicle). */
export const MIN_DRAG_M = 1.5;

/**
 * "Set initial pose": press where the vehicle is, drag the way it faces, release. Pointer
 * events, so mouse, pen and touch behave alike; an arrow shows while dragging. Returns the
 * unsubscribe.
 */
export function listenToPoseDrag(
  map: MapLibreMap,
  overlay: Pick<LiveOverlay, 'set'> | null,
  onPose: (at: LatLon, heading: number | null) => void,
): () => void {
  const element = map.getCanvasContainer();
  let start: LatLon | null = null;
  let pointer: number | null = null;
  const at = (event: PointerEvent): LatLon => {
    const box = element.getBoundingClientRect();
    const point = map.unproject([event.clientX - box.left, event.clientY - box.top]);
    return { lat: point.lat, lon: point.lng };
  };
  const down = (event: PointerEvent) => {
    if (pointer !== null || event.button > 0) return;
    pointer = event.pointerId;
    start = at(event);
    element.setPointerCapture?.(event.pointerId);
    event.preventDefault();
  };
  const move = (event: PointerEvent) => {
    if (event.pointerId !== pointer || !start) return;
    const here = at(event);
    const pose: Pose = { ...start, heading: bearing(start, here) };
    overlay?.set({ poseArrow: poseArrow(pose, distanceM(start, here)) });
  };
  const up = (event: PointerEvent) => {
    if (event.pointerId !== pointer || !start) return;
    const here = at(event);
    const dragged = distanceM(start, here) >= MIN_DRAG_M;
    onPose(start, dragged ? bearing(start, here) : null);
    pointer = null;
    start = null;
    overlay?.set({ poseArrow: EMPTY_COLLECTION });
  };
  const cancel = (event: PointerEvent) => {
    if (event.pointerId !== pointer) return;
    pointer = null;
    start = null;
    overlay?.set({ poseArrow: EMPTY_COLLECTION });
  };
  element.addEventListener('pointerdown', down);
  element.addEventListener('pointermove', move);
  element.addEventListener('pointerup', up);
  element.addEventListener('pointercancel', cancel);
  map.dragPan.disable();
  map.touchZoomRotate.disableRotation();
  return () => {
    element.removeEventListener('pointerdown', down);
    element.removeEventListener('pointermove', move);
    element.removeEventListener('pointerup', up);
    element.removeEventListener('pointercancel', cancel);
    map.dragPan.enable();
    map.touchZoomRotate.enableRotation();
    overlay?.set({ poseArrow: EMPTY_COLLECTION });
  };
}
