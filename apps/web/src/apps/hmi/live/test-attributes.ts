import { activeFactor, bannerText } from '../model/velocity-banner';
import { type HmiLiveState, useHmiLive } from './live-store';

/** What the page root tells the browser spec and the bench, as `data-*` attributes. */
export function testAttributes(live: HmiLiveState): Record<string, string> {
  const { state, planning, cloud } = live;
  return {
    routeState: planning?.route_state ?? '',
    localization: planning?.localization ?? '',
    mode: state?.mode ?? '',
    banner: bannerText(planning?.velocity_factors ?? [], state) ?? '',
    stopBehavior: activeFactor(planning?.velocity_factors ?? [])?.behavior ?? '',
    objects: String(planning?.objects.length ?? 0),
    cloudPoints: String(cloud ? Math.floor(cloud.positions.length / 3) : 0),
    vehicle: state ? `${state.lat.toFixed(7)},${state.lon.toFixed(7)}` : '',
    speed: state ? state.speed.toFixed(2) : '',
    recording: planning?.recording ? 'true' : 'false',
  };
}

/**
 * Keeps `element`'s attributes current from the live store, written straight to it (the page
 * does not re-render for them); returns the unsubscribe.
 */
export function watchTestAttributes(element: HTMLElement): () => void {
  const write = (live: HmiLiveState) => {
    for (const [key, value] of Object.entries(testAttributes(live))) {
      if (element.dataset[key] !== value) element.dataset[key] = value;
    }
  };
  write(useHmiLive.getState());
  return useHmiLive.subscribe(write);
}
