import type { AddLayerObject, ExpressionSpecification } from 'maplibre-gl';
import { AREA_FILLS, LANELET_FILLS } from './element-style';

/*
 * The maplibre sources and layers that draw a Lanelet2 map (map-features.ts builds their data,
 * highlight-features.ts the overlay). Icons only, never text: the offline style has no glyphs.
 * The arrow images are registered by the map (arrow-image.ts) under ARROW_IMAGES' names.
 */

export const LANELET_SOURCES = {
  areas: 'lanelet-areas',
  lanelets: 'lanelet-lanelets',
  centrelines: 'lanelet-centrelines',
  lines: 'lanelet-lines',
  points: 'lanelet-points',
  highlight: 'lanelet-highlight',
} as const;

export const ARROW_IMAGES = { oneWay: 'lanelet-arrow', bothWays: 'lanelet-arrow-both' } as const;

/** Colours of the overlay: selection in the theme's colour, findings red and orange. */
export interface HighlightColors {
  selected: string;
  pick: string;
  route: string;
  error: string;
  warning: string;
}

export const DEFAULT_HIGHLIGHT_COLORS: HighlightColors = {
  selected: '#00E5FF',
  pick: '#FFEA00',
  route: '#2196F3',
  error: '#FF1744',
  warning: '#FF9100',
};

/** `match` on a feature's kind: each kind its colour, `other` for anything else. */
function colorByKind(fills: Record<string, string>): ExpressionSpecification {
  const pairs = Object.entries(fills).flatMap(([kind, color]) => [kind, color]);
  // The tuple type cannot say "pairs, then a default"; the pairs are built from a record above.
  return [
    'match',
    ['get', 'kind'],
    ...pairs,
    fills.other ?? '#888888',
  ] as unknown as ExpressionSpecification;
}

/** A feature's `width` (pixels at zoom 19) scaled with the zoom: thin far out, wide up close. */
const widthByZoom = (extra = 0): ExpressionSpecification => [
  'interpolate',
  ['exponential', 1.6],
  ['zoom'],
  14,
  ['+', ['*', ['get', 'width'], 0.25], extra * 0.25],
  19,
  ['+', ['get', 'width'], extra],
  23,
  ['+', ['*', ['get', 'width'], 4], extra * 2],
];

const DASHES = { solid: undefined, dashed: [3, 3], dotted: [0.6, 2] } as const;

function lineLayers(): AddLayerObject[] {
  return (Object.keys(DASHES) as Array<keyof typeof DASHES>).map((dash) => ({
    id: `lanelet-lines-${dash}`,
    type: 'line',
    source: LANELET_SOURCES.lines,
    filter: ['==', ['get', 'dash'], dash],
    layout: { 'line-cap': dash === 'dotted' ? 'round' : 'butt', 'line-join': 'round' },
    paint: {
      'line-color': ['get', 'color'],
      'line-width': widthByZoom(),
      ...(DASHES[dash] ? { 'line-dasharray': [...DASHES[dash]] } : {}),
    },
  }));
}

const role = (name: string): ExpressionSpecification => ['==', ['get', 'role'], name];
const isPoint: ExpressionSpecification = ['==', ['geometry-type'], 'Point'];

function highlightLayers(colors: HighlightColors): AddLayerObject[] {
  const outline = (
    name: keyof HighlightColors,
    width: number,
    dash?: number[],
  ): AddLayerObject => ({
    id: `lanelet-highlight-${name}`,
    type: 'line',
    source: LANELET_SOURCES.highlight,
    filter: ['all', role(name), ['!', isPoint]],
    layout: { 'line-join': 'round', 'line-cap': 'round' },
    paint: {
      'line-color': colors[name],
      'line-width': width,
      ...(dash ? { 'line-dasharray': dash } : {}),
    },
  });
  return [
    {
      id: 'lanelet-highlight-route-fill',
      type: 'fill',
      source: LANELET_SOURCES.highlight,
      filter: ['all', role('route'), ['==', ['geometry-type'], 'Polygon']],
      paint: { 'fill-color': colors.route, 'fill-opacity': 0.45 },
    },
    {
      id: 'lanelet-highlight-selected-fill',
      type: 'fill',
      source: LANELET_SOURCES.highlight,
      filter: [
        'all',
        ['in', ['get', 'role'], ['literal', ['selected', 'pick']]],
        ['==', ['geometry-type'], 'Polygon'],
      ],
      paint: {
        'fill-color': ['match', ['get', 'role'], 'pick', colors.pick, colors.selected],
        'fill-opacity': 0.18,
      },
    },
    outline('route', 2),
    outline('warning', 3, [2, 1]),
    outline('error', 3, [2, 1]),
    outline('pick', 4),
    outline('selected', 4),
    {
      id: 'lanelet-highlight-points',
      type: 'circle',
      source: LANELET_SOURCES.highlight,
      filter: isPoint,
      paint: {
        'circle-radius': 8,
        'circle-color': 'rgba(0,0,0,0)',
        'circle-stroke-width': 3,
        'circle-stroke-color': [
          'match',
          ['get', 'role'],
          'error',
          colors.error,
          'warning',
          colors.warning,
          'pick',
          colors.pick,
          'route',
          colors.route,
          colors.selected,
        ],
      },
    },
  ];
}

/** Every layer, bottom to top: areas, lanelets, markings, arrows, markers, then the overlay. */
export function laneletLayers(
  colors: HighlightColors = DEFAULT_HIGHLIGHT_COLORS,
): AddLayerObject[] {
  return [
    {
      id: 'lanelet-areas-fill',
      type: 'fill',
      source: LANELET_SOURCES.areas,
      paint: { 'fill-color': colorByKind(AREA_FILLS), 'fill-opacity': 0.45 },
    },
    {
      id: 'lanelet-lanelets-fill',
      type: 'fill',
      source: LANELET_SOURCES.lanelets,
      paint: { 'fill-color': colorByKind(LANELET_FILLS), 'fill-opacity': 0.8 },
    },
    ...highlightLayers(colors).slice(0, 2),
    {
      // Stop lines are white with a red edge, as Vector Map Builder draws them.
      id: 'lanelet-stop-line-casing',
      type: 'line',
      source: LANELET_SOURCES.lines,
      filter: ['==', ['get', 'kind'], 'stop_line'],
      paint: { 'line-color': '#E53935', 'line-width': widthByZoom(3) },
    },
    ...lineLayers(),
    {
      id: 'lanelet-arrows',
      type: 'symbol',
      source: LANELET_SOURCES.centrelines,
      // Too small to read further out, and placing thousands of them costs every frame.
      minzoom: 15,
      layout: {
        'symbol-placement': 'line',
        'symbol-spacing': 90,
        'icon-image': ['case', ['get', 'both'], ARROW_IMAGES.bothWays, ARROW_IMAGES.oneWay],
        'icon-size': ['interpolate', ['linear'], ['zoom'], 15, 0.45, 19, 0.8, 22, 1.2],
        'icon-allow-overlap': true,
        'icon-ignore-placement': true,
        'icon-rotation-alignment': 'map',
      },
      paint: { 'icon-opacity': 0.9 },
    },
    {
      id: 'lanelet-points',
      type: 'circle',
      source: LANELET_SOURCES.points,
      paint: {
        'circle-radius': ['match', ['get', 'kind'], 'node', 3, 6],
        'circle-color': [
          'match',
          ['get', 'kind'],
          'traffic_light',
          '#212121',
          'traffic_sign',
          '#FFFFFF',
          '#B0BEC5',
        ],
        'circle-stroke-width': ['match', ['get', 'kind'], 'node', 1, 2.5],
        'circle-stroke-color': [
          'match',
          ['get', 'kind'],
          'traffic_light',
          '#FFC107',
          'traffic_sign',
          '#E53935',
          '#37474F',
        ],
      },
    },
    ...highlightLayers(colors).slice(2),
  ];
}
