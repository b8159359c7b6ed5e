import type {
  ControlPosition,
  Map as MapLibreMap,
  MapOptions,
  NavigationControlOptions,
} from 'maplibre-gl';
import type { TFunction } from 'i18next';
import { type DependencyList, type RefObject, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type BasemapChoice, absoluteUrl, resolveBasemap, useBasemap } from './basemap';
import { type Bounds, type MapColors, mapColors, mapStyle } from './map-style';
import { canDrawMaps, keepGraticuleInView, maplibregl } from './maplibre';

/** maplibre's words (its controls' titles and labels) in the language shown. */
function controlWords(t: TFunction<'maps'>): Record<string, string> {
  return {
    'Map.Title': t('controls.map'),
    'NavigationControl.ZoomIn': t('controls.zoomIn'),
    'NavigationControl.ZoomOut': t('controls.zoomOut'),
    'NavigationControl.ResetBearing': t('controls.resetBearing'),
    'AttributionControl.ToggleAttribution': t('controls.toggleAttribution'),
    'AttributionControl.MapFeedback': t('controls.mapFeedback'),
    'FullscreenControl.Enter': t('controls.enterFullscreen'),
    'FullscreenControl.Exit': t('controls.exitFullscreen'),
    'GeolocateControl.FindMyLocation': t('controls.findMyLocation'),
    'GeolocateControl.LocationNotAvailable': t('controls.locationNotAvailable'),
    'LogoControl.Title': t('controls.logo'),
    'Marker.Title': t('controls.marker'),
    'Popup.Close': t('controls.popupClose'),
  };
}

/** Where a map starts: the style's first bounds and the camera options for them. */
export interface MapStart {
  bounds: Bounds;
  camera: Partial<MapOptions>;
}

/**
 * What each map of the studio adds to the one way a map is made. Read when the map is made
 * (the newest render's), never later: a changed option takes effect with the next map.
 */
export interface MapViewOptions {
  /** Nothing is made while false (the app's own condition besides WebGL). */
  enabled?: boolean;
  dark: boolean;
  /** The colour of the app's line (route, track), as lib/map/map-style's `mapColors` takes it. */
  accent: string;
  start(): MapStart;
  /** Other options of the maplibre map (zoom limits, gestures, fade). */
  options?: Partial<MapOptions>;
  /** The zoom / compass buttons; top-right. */
  navigation?: NavigationControlOptions;
  /** Where the metric scale sits. */
  scale?: ControlPosition;
  /** Re-draws the offline style's graticule around the view as it moves (default on). */
  graticule?: boolean;
  /**
   * The app's part, right after the map is made: its events, its 'load' handler adding its
   * sources and layers (the map is handed out after it). Returns what undoes it, run before
   * the map is removed.
   */
  setUp?(map: MapLibreMap, colors: MapColors): (() => void) | void;
  /** Where load problems go; by default into the returned `problem`. */
  onProblem?(message: string): void;
}

export interface MapView {
  /** Whether this browser can draw maps at all (maplibre needs WebGL). */
  supported: boolean;
  /** The map once its style has loaded; null before, and while it is made again. */
  map: MapLibreMap | null;
  problem: string | null;
  setProblem(problem: string | null): void;
}

/**
 * The one way the studio makes a maplibre map in `container`: style and colours of the theme,
 * controls, graticule, problems, and disposal. The map is made again when `dark`, `accent` or
 * one of `deps` changes (the theme, a new route), and only then.
 */
export function useMapView(
  container: RefObject<HTMLDivElement | null>,
  options: MapViewOptions,
  deps: DependencyList = [],
): MapView {
  const [supported] = useState(canDrawMaps);
  // The controls' words are read when the map is made: it waits for them (a few ms, once),
  // and is made again in the other language when the language changes.
  const { t, i18n, ready } = useTranslation('maps', { useSuspense: false });
  const language = ready ? i18n.language : '';
  const [map, setMap] = useState<MapLibreMap | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const { enabled = true, dark, accent } = options;
  // The basemap is known before the map is made (a failed read is no run-time basemap).
  const basemap = useBasemap(supported);
  const resolved = basemap.isPending ? null : resolveBasemap(basemap.data);
  const choice: BasemapChoice | null = resolved && withAbsoluteUrl(resolved.choice);
  const choiceKey = choice ? JSON.stringify(choice) : '';

  useEffect(() => {
    const element = container.current;
    if (!supported || !enabled || !element || !choiceKey || !language) return;
    const made = latest.current;
    const colors = mapColors(dark, accent);
    const start = made.start();
    const drawn = JSON.parse(choiceKey) as BasemapChoice;
    const style = mapStyle(colors, start.bounds, drawn);
    const instance = new maplibregl.Map({
      container: element,
      style,
      ...start.camera,
      pitchWithRotate: false,
      locale: controlWords(t),
      // The offline style draws nothing anybody could claim; a basemap credits its sources
      // (a style its own; tiles and archives say whose setting they are).
      attributionControl:
        drawn.kind === 'none'
          ? false
          : {
              compact: true,
              ...(drawn.kind === 'style' ? {} : { customAttribution: t('basemapCredit') }),
            },
      ...made.options,
    });
    instance.addControl(
      new maplibregl.NavigationControl(made.navigation ?? { visualizePitch: false }),
      'top-right',
    );
    instance.addControl(
      new maplibregl.ScaleControl({ unit: 'metric' }),
      made.scale ?? 'bottom-left',
    );
    const stopGraticule = made.graticule === false ? () => {} : keepGraticuleInView(instance);
    instance.on('error', (event) => {
      const message = event.error?.message ?? t('couldNotLoad');
      const report = latest.current.onProblem;
      if (report) report(message);
      else setProblem(message);
    });
    const undo = made.setUp?.(instance, colors);
    instance.on('load', () => setMap(instance));
    return () => {
      stopGraticule();
      undo?.();
      instance.remove();
      setMap(null);
    };
    // The options are read when the map is made; `deps` names what makes it again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [container, supported, enabled, dark, accent, choiceKey, language, ...deps]);

  return { supported, map, problem, setProblem };
}

/** A basemap's address made absolute: a path on the studio means this page's origin. */
function withAbsoluteUrl(choice: BasemapChoice): BasemapChoice {
  return choice.kind === 'none' ? choice : { ...choice, url: absoluteUrl(choice.url) };
}
