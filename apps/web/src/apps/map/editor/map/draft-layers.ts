import type { AddLayerObject } from 'maplibre-gl';
import { DRAFT_SOURCE } from './draft-features';

/** How a tool's work in progress looks: a dashed line, its rubber band and white vertices. */
export function draftLayers(color: string): AddLayerObject[] {
  return [
    {
      id: 'editor-draft-line',
      type: 'line',
      source: DRAFT_SOURCE,
      filter: ['==', ['get', 'part'], 'line'],
      layout: { 'line-join': 'round', 'line-cap': 'round' },
      paint: { 'line-color': color, 'line-width': 3 },
    },
    {
      id: 'editor-draft-band',
      type: 'line',
      source: DRAFT_SOURCE,
      filter: ['==', ['get', 'part'], 'band'],
      paint: { 'line-color': color, 'line-width': 2, 'line-dasharray': [2, 2] },
    },
    {
      id: 'editor-draft-vertices',
      type: 'circle',
      source: DRAFT_SOURCE,
      filter: ['==', ['get', 'part'], 'vertex'],
      paint: {
        'circle-radius': 5,
        'circle-color': '#FFFFFF',
        'circle-stroke-color': color,
        'circle-stroke-width': 2,
      },
    },
  ];
}
