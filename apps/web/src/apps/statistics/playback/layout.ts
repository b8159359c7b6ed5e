import { defaultSignal } from '../detail/signal-choice';
import type { PlaybackTopic, TopicKind } from './protocol';

/*
 * The playback page's panels: which kinds, in what order, showing which topics. Kept per user
 * (the `playback.layout` user setting) and so shared by all the user's records: a saved layout
 * names topics another record may not have, and `fitLayout` fills those in from the record
 * opened, without saving (the user's choice stays as made).
 */

export const PANEL_KINDS = ['3d', 'image', 'plot', 'raw', 'map'] as const;
export type PanelKind = (typeof PANEL_KINDS)[number];

export interface PanelConfig {
  id: string;
  kind: PanelKind;
  /**
   * Topics drawn: 3D its cloud, objects and pose topics; image and raw one topic; map its GNSS
   * topic (none: the indexed route alone). Plot uses `paths`.
   */
  topics: string[];
  /** Plot series as `topic.path` (`/vehicle/status.velocity`). */
  paths: string[];
}

export interface PlaybackLayout {
  version: 1;
  panels: PanelConfig[];
}

export const MAX_PANELS = 12;
const MAX_ENTRIES = 8;

/** A record's topic as the index lists it: its name, its type and its numeric field paths. */
export interface IndexedTopic {
  name: string;
  type?: string;
  fields: string[];
}

/** `topic.path` → its topic and path, by the longest topic of the record that prefixes it. */
export function splitSeriesPath(
  full: string,
  topics: readonly string[],
): { topic: string; path: string } | null {
  let best: string | null = null;
  for (const topic of topics) {
    if (full.startsWith(`${topic}.`) && (!best || topic.length > best.length)) best = topic;
  }
  if (best) return { topic: best, path: full.slice(best.length + 1) };
  // A topic this record lacks: split at the first dot after the last slash.
  const slash = full.lastIndexOf('/');
  const dot = full.indexOf('.', slash + 1);
  return dot > 0 ? { topic: full.slice(0, dot), path: full.slice(dot + 1) } : null;
}

/**
 * The plot's first series: the vehicle's speed when the record has one, by the same ranking as
 * the record's signal plot (detail/signal-choice.ts), never a field of an object in a list; null
 * without any.
 */
export function defaultPlotPath(topics: readonly IndexedTopic[]): string | null {
  const best = defaultSignal(topics, { inLists: false });
  return best ? `${best.topic}.${best.field}` : null;
}

/** The first decodable topic of a kind. */
function firstOf(topics: readonly PlaybackTopic[], kind: TopicKind): string | undefined {
  return topics.find((topic) => topic.kind === kind && topic.decodable)?.topic;
}

let made = 0;
/** A panel id unique within the page's life (layouts hold a dozen panels at most). */
export function newPanelId(): string {
  made += 1;
  return `p${Date.now().toString(36)}${made}`;
}

/** The topics a new panel of `kind` starts with, from what the record holds. */
export function topicsFor(kind: PanelKind, topics: readonly PlaybackTopic[]): string[] {
  const pick = (...kinds: TopicKind[]) =>
    kinds.map((each) => firstOf(topics, each)).filter((each): each is string => !!each);
  switch (kind) {
    case '3d':
      return pick('cloud', 'objects', 'pose');
    case 'image':
      return pick('image');
    case 'map':
      return pick('gnss');
    case 'raw': {
      const preferred =
        topics.find((each) => each.topic === '/vehicle/status' && each.decodable) ??
        topics.find((each) => each.kind === 'other' && each.decodable) ??
        topics.find((each) => each.decodable);
      return preferred ? [preferred.topic] : [];
    }
    default:
      return [];
  }
}

/** A new panel of `kind` for this record. */
export function newPanel(
  kind: PanelKind,
  topics: readonly PlaybackTopic[],
  indexed: readonly IndexedTopic[],
): PanelConfig {
  const path = kind === 'plot' ? defaultPlotPath(indexed) : null;
  return { id: newPanelId(), kind, topics: topicsFor(kind, topics), paths: path ? [path] : [] };
}

/**
 * The layout of a user who saved none: 3D when the record has a point cloud, an image when it
 * has one, a plot of its speed, the raw messages and the map of its route.
 */
export function defaultLayout(
  topics: readonly PlaybackTopic[],
  indexed: readonly IndexedTopic[],
  hasRoute: boolean,
): PlaybackLayout {
  const kinds: PanelKind[] = [];
  if (firstOf(topics, 'cloud')) kinds.push('3d');
  if (firstOf(topics, 'image')) kinds.push('image');
  kinds.push('plot', 'raw');
  if (hasRoute || firstOf(topics, 'gnss')) kinds.push('map');
  return { version: 1, panels: kinds.map((kind) => newPanel(kind, topics, indexed)) };
}

const isStrings = (value: unknown): value is string[] =>
  Array.isArray(value) &&
  value.length <= MAX_ENTRIES &&
  value.every((each) => typeof each === 'string' && each.length <= 512);

/** A saved layout as the page can use it; null when it is none (or of another version). */
export function parseLayout(value: unknown): PlaybackLayout | null {
  if (!value || typeof value !== 'object') return null;
  const { version, panels } = value as { version?: unknown; panels?: unknown };
  if (version !== 1 || !Array.isArray(panels) || panels.length > MAX_PANELS) return null;
  const kept: PanelConfig[] = [];
  for (const panel of panels as unknown[]) {
    if (!panel || typeof panel !== 'object') return null;
    const { id, kind, topics, paths } = panel as Record<string, unknown>;
    if (typeof id !== 'string' || !id || id.length > 64) return null;
    if (!PANEL_KINDS.includes(kind as PanelKind)) return null;
    if (!isStrings(topics) || !isStrings(paths)) return null;
    kept.push({ id, kind: kind as PanelKind, topics: [...topics], paths: [...paths] });
  }
  return { version: 1, panels: kept };
}

/**
 * A layout fitted to a record: each panel's topics the record lacks are replaced by the
 * record's first of the kind the panel draws (the plot's paths likewise by its speed).
 */
export function fitLayout(
  layout: PlaybackLayout,
  topics: readonly PlaybackTopic[],
  indexed: readonly IndexedTopic[],
): PlaybackLayout {
  const names = new Set(topics.map((each) => each.topic));
  const panels = layout.panels.map((panel) => {
    if (panel.kind === 'plot') {
      const names = indexed.map((each) => each.name);
      const kept = panel.paths.filter((path) => {
        const split = splitSeriesPath(path, names);
        return split && names.includes(split.topic);
      });
      if (kept.length > 0 || panel.paths.length === 0) return { ...panel, paths: kept };
      const path = defaultPlotPath(indexed);
      return { ...panel, paths: path ? [path] : [] };
    }
    if (panel.topics.length > 0 && panel.topics.every((topic) => names.has(topic))) return panel;
    const kept = panel.topics.filter((topic) => names.has(topic));
    return { ...panel, topics: kept.length > 0 ? kept : topicsFor(panel.kind, topics) };
  });
  return { version: 1, panels };
}

/**
 * Every topic the panels draw at the current time (what `at` is asked for): a plot's too, whose
 * value at the cursor is the message's own (`topicNames`: the record's, to split its paths).
 */
export function topicsShown(layout: PlaybackLayout, topicNames: readonly string[] = []): string[] {
  return [...new Set(layout.panels.flatMap((panel) => panelTopics(panel, topicNames)))];
}

/** The topics one panel shows: its own, or a plot's paths' topics among the record's. */
export function panelTopics(panel: PanelConfig, topicNames: readonly string[]): string[] {
  if (panel.kind !== 'plot') return panel.topics;
  const topics: string[] = [];
  for (const path of panel.paths) {
    const split = splitSeriesPath(path, topicNames);
    if (split && topicNames.includes(split.topic) && !topics.includes(split.topic)) {
      topics.push(split.topic);
    }
  }
  return topics;
}

export function addPanel(layout: PlaybackLayout, panel: PanelConfig): PlaybackLayout {
  if (layout.panels.length >= MAX_PANELS) return layout;
  return { version: 1, panels: [...layout.panels, panel] };
}

export function removePanel(layout: PlaybackLayout, id: string): PlaybackLayout {
  return { version: 1, panels: layout.panels.filter((panel) => panel.id !== id) };
}

export function updatePanel(
  layout: PlaybackLayout,
  id: string,
  change: Partial<Omit<PanelConfig, 'id'>>,
): PlaybackLayout {
  return {
    version: 1,
    panels: layout.panels.map((panel) => (panel.id === id ? { ...panel, ...change } : panel)),
  };
}

/** Moves a panel one place earlier (−1) or later (1) in the grid. */
export function movePanel(layout: PlaybackLayout, id: string, by: -1 | 1): PlaybackLayout {
  const panels = [...layout.panels];
  const at = panels.findIndex((panel) => panel.id === id);
  const to = at + by;
  if (at < 0 || to < 0 || to >= panels.length) return layout;
  [panels[at], panels[to]] = [panels[to]!, panels[at]!];
  return { version: 1, panels };
}
