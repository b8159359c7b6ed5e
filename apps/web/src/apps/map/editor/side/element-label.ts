import type { OsmDoc } from '@ads/lanelet2';
import type { TFunction } from 'i18next';
import { currentLanguage } from '../../../../lib/i18n';
import type { ElementRef } from '../../model/editor-api';

/*
 * How the panels name an element: what it is (from its tags) and its id, as JOSM's Lanelet2
 * presets name them. Never throws: a missing element is named by its reference.
 */

export type ElementGroup = 'lanelets' | 'lines' | 'regulatory' | 'areas' | 'nodes' | 'other';

const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1).replace(/_/g, ' ');

export function elementGroup(doc: OsmDoc, ref: ElementRef): ElementGroup {
  if (ref.type === 'node') return 'nodes';
  if (ref.type === 'way') return 'lines';
  const type = doc.relations.get(ref.id)?.tags.type;
  if (type === 'lanelet') return 'lanelets';
  if (type === 'regulatory_element') return 'regulatory';
  if (type === 'multipolygon') return 'areas';
  return 'other';
}

/** Regulatory subtypes the panels name in the language shown; others by their tag (English). */
const NAMED_SUBTYPES = [
  'traffic_light',
  'traffic_sign',
  'right_of_way',
  'speed_limit',
  'crosswalk',
  'all_way_stop',
  'detection_area',
  'no_stopping_area',
] as const;

/**
 * `Lanelet 12`, `Traffic light 30`, `Line string 7`, `Node 5`: in the language shown with `t`,
 * in English without (the tests' and the logs').
 */
export function elementTitle(doc: OsmDoc, ref: ElementRef, t?: TFunction<'map'>): string {
  if (t) return elementTitleIn(doc, ref, t);
  switch (elementGroup(doc, ref)) {
    case 'lanelets':
      return `Lanelet ${ref.id}`;
    case 'regulatory': {
      const subtype = doc.relations.get(ref.id)?.tags.subtype;
      return `${subtype ? sentence(subtype) : 'Regulatory element'} ${ref.id}`;
    }
    case 'areas':
      return `Area ${ref.id}`;
    case 'lines':
      return `Line string ${ref.id}`;
    case 'nodes':
      return `Node ${ref.id}`;
    default:
      return `Relation ${ref.id}`;
  }
}

function elementTitleIn(doc: OsmDoc, ref: ElementRef, t: TFunction<'map'>): string {
  const id = ref.id;
  switch (elementGroup(doc, ref)) {
    case 'lanelets':
      return t('element.lanelet', { id });
    case 'regulatory': {
      const subtype = doc.relations.get(id)?.tags.subtype;
      const named = NAMED_SUBTYPES.find((known) => known === subtype);
      if (named) return t(`element.subtypes.${named}`, { id });
      // Another subtype is named by its tag in English; Korean says what it is.
      if (subtype && currentLanguage() === 'en') return `${sentence(subtype)} ${id}`;
      return t('element.regulatory', { id });
    }
    case 'areas':
      return t('element.area', { id });
    case 'lines':
      return t('element.line', { id });
    case 'nodes':
      return t('element.node', { id });
    default:
      return t('element.relation', { id });
  }
}

/** A short line under the title: subtype, type and subtype, or nothing. */
export function elementDetail(doc: OsmDoc, ref: ElementRef, t?: TFunction<'map'>): string {
  const tags =
    ref.type === 'node'
      ? doc.nodes.get(ref.id)?.tags
      : ref.type === 'way'
        ? doc.ways.get(ref.id)?.tags
        : doc.relations.get(ref.id)?.tags;
  if (!tags) return t ? t('element.notInMap') : 'not in the map';
  const group = elementGroup(doc, ref);
  if (group === 'lanelets') {
    return [tags.subtype ?? 'road', tags.location, tags.turn_direction].filter(Boolean).join(' · ');
  }
  if (group === 'regulatory') return tags.sign_type ?? '';
  return [tags.type, tags.subtype].filter(Boolean).join(' · ');
}

export function elementExists(doc: OsmDoc, ref: ElementRef): boolean {
  if (ref.type === 'node') return doc.nodes.has(ref.id);
  if (ref.type === 'way') return doc.ways.has(ref.id);
  return doc.relations.has(ref.id);
}
