import type { WiringEntry } from '@ads/contract';
import { i18n } from '../../../lib/i18n';

/*
 * The combo's wiring as a picture: members as boxes in columns by dependency order (producers
 * left of what consumes them), one edge per wired input labelled with its topic, inputs from
 * outside the combo coming from an "External inputs" box and inputs nobody produces from a red
 * "No producer" box. Pure geometry, so it is tested without a browser; WiringGraph draws it.
 */

export const EXTERNAL_ID = '#external';
export const MISSING_ID = '#missing';

export interface GraphMember {
  name: string;
  title: string;
  version: string;
}

export interface Slot {
  topic: string;
  y: number;
}

export interface GraphNode {
  id: string;
  kind: 'member' | 'external' | 'missing';
  label: string;
  detail: string;
  column: number;
  x: number;
  y: number;
  width: number;
  height: number;
  /** A member with a wiring error on one of its inputs. */
  error: boolean;
  inputs: Slot[];
  outputs: Slot[];
}

export interface GraphEdge {
  id: string;
  from: string;
  to: string;
  topic: string;
  status: WiringEntry['status'];
  error: boolean;
  /** The SVG path, from the producer's output slot to the consumer's input slot. */
  path: string;
  /** Where the topic is written: just left of the consumer, on the edge's end. */
  label: { x: number; y: number };
  /** The producer is not left of the consumer (a feedback loop): drawn around the boxes. */
  back: boolean;
  /** The first edge into its input slot carries the label (several producers share one). */
  labelled: boolean;
}

export interface GraphLayout {
  width: number;
  height: number;
  nodes: GraphNode[];
  edges: GraphEdge[];
}

export const NODE_WIDTH = 200;
const HEADER = 44;
const SLOT = 22;
const ROW_GAP = 28;
const MARGIN = 16;
/** About how wide a character of the 12 px monospace label is. */
const CHAR_WIDTH = 7.3;

const isError = (status: WiringEntry['status']) => status !== 'ok' && status !== 'external';

/** Links from producer to consumer, one per (producer, consumer input). */
interface Link {
  from: string;
  to: string;
  entry: WiringEntry;
}

function linksOf(members: GraphMember[], wiring: WiringEntry[]): Link[] {
  const names = new Set(members.map((member) => member.name));
  const links: Link[] = [];
  for (const entry of wiring) {
    if (!names.has(entry.member)) continue;
    const producers = entry.producers.filter((name) => names.has(name));
    if (entry.status === 'external') links.push({ from: EXTERNAL_ID, to: entry.member, entry });
    else if (producers.length === 0) links.push({ from: MISSING_ID, to: entry.member, entry });
    else for (const from of producers) links.push({ from, to: entry.member, entry });
  }
  return links;
}

/**
 * Each member's column: Kahn's order over the producer → consumer links; a loop is broken at
 * the member with the fewest producers still unplaced (then by its place in the combo), so
 * every member gets a column and the picture reads left to right wherever it can.
 */
export function columnsOf(members: GraphMember[], links: Link[]): Map<string, number> {
  const names = members.map((member) => member.name);
  const producers = new Map(names.map((name) => [name, new Set<string>()]));
  for (const link of links) {
    if (link.from !== link.to && producers.has(link.from)) producers.get(link.to)?.add(link.from);
  }
  const column = new Map<string, number>();
  const placed = new Set<string>();
  while (placed.size < names.length) {
    const open = names.filter((name) => !placed.has(name));
    const waiting = (name: string) =>
      [...producers.get(name)!].filter((producer) => !placed.has(producer)).length;
    let ready = open.filter((name) => waiting(name) === 0);
    if (ready.length === 0) {
      const fewest = Math.min(...open.map(waiting));
      ready = [open.find((name) => waiting(name) === fewest)!];
    }
    for (const name of ready) {
      const before = [...producers.get(name)!].filter((producer) => placed.has(producer));
      column.set(name, Math.max(-1, ...before.map((producer) => column.get(producer)!)) + 1);
    }
    for (const name of ready) placed.add(name);
  }
  return column;
}

function curve(x1: number, y1: number, x2: number, y2: number): string {
  const bend = Math.max(40, (x2 - x1) / 2);
  return `M${x1},${y1} C${x1 + bend},${y1} ${x2 - bend},${y2} ${x2},${y2}`;
}

/** A loop back: out right, down under every box, in from the left. */
function loopBack(x1: number, y1: number, x2: number, y2: number, floor: number): string {
  const r = 24;
  return (
    `M${x1},${y1} C${x1 + r * 2},${y1} ${x1 + r * 2},${floor} ${x1},${floor} ` +
    `L${x2},${floor} C${x2 - r * 2},${floor} ${x2 - r * 2},${y2} ${x2},${y2}`
  );
}

/** The wiring of a combo laid out for an SVG. */
export function layoutWiring(members: GraphMember[], wiring: WiringEntry[]): GraphLayout {
  const links = linksOf(members, wiring);
  const memberColumns = columnsOf(members, links);
  const sources = [EXTERNAL_ID, MISSING_ID].filter((id) => links.some((link) => link.from === id));
  const shift = sources.length ? 1 : 0;

  // Slots: a member's inputs in the wiring's order; each node's used outputs by first use.
  const inputsOf = new Map<string, string[]>();
  const outputsOf = new Map<string, string[]>();
  for (const link of links) {
    const inputs = inputsOf.get(link.to) ?? [];
    if (!inputs.includes(link.entry.topic)) inputs.push(link.entry.topic);
    inputsOf.set(link.to, inputs);
    const outputs = outputsOf.get(link.from) ?? [];
    if (!outputs.includes(link.entry.topic)) outputs.push(link.entry.topic);
    outputsOf.set(link.from, outputs);
  }

  const errorMembers = new Set(
    wiring.filter((entry) => isError(entry.status)).map((entry) => entry.member),
  );
  const nodes: GraphNode[] = [
    ...sources.map((id) => ({
      id,
      kind: id === EXTERNAL_ID ? ('external' as const) : ('missing' as const),
      label: i18n.t(id === EXTERNAL_ID ? 'store:wiring.externalNode' : 'store:wiring.missingNode'),
      detail: i18n.t(
        id === EXTERNAL_ID ? 'store:wiring.externalDetail' : 'store:wiring.missingDetail',
      ),
      column: 0,
      error: id === MISSING_ID,
    })),
    ...members.map((member) => ({
      id: member.name,
      kind: 'member' as const,
      label: member.title || member.name,
      detail: `${member.name} ${member.version}`,
      column: memberColumns.get(member.name)! + shift,
      error: errorMembers.has(member.name),
    })),
  ].map((node) => {
    const rows = Math.max(
      1,
      inputsOf.get(node.id)?.length ?? 0,
      outputsOf.get(node.id)?.length ?? 0,
    );
    return {
      ...node,
      x: 0,
      y: 0,
      width: NODE_WIDTH,
      height: HEADER + rows * SLOT,
      inputs: [] as Slot[],
      outputs: [] as Slot[],
    };
  });

  // Column widths leave room for the longest topic written before a box of the next column.
  const columns = Math.max(1, ...nodes.map((node) => node.column + 1));
  const labelRoom = Array.from({ length: columns }, () => 0);
  for (const link of links) {
    const column = nodes.find((node) => node.id === link.to)!.column;
    labelRoom[column] = Math.max(labelRoom[column]!, link.entry.topic.length * CHAR_WIDTH);
  }
  const gapBefore = labelRoom.map((room) => Math.min(340, Math.max(72, room + 48)));
  const xOf: number[] = [];
  let x = MARGIN;
  for (let column = 0; column < columns; column += 1) {
    if (column > 0) x += gapBefore[column]!;
    xOf.push(x);
    x += NODE_WIDTH;
  }

  // Rows: each column in the order of its producers' rows (fewer crossings), then stacked.
  const rowOf = new Map<string, number>();
  let height = 0;
  for (let column = 0; column < columns; column += 1) {
    const here = nodes.filter((node) => node.column === column);
    const weight = (node: GraphNode) => {
      const rows = links
        .filter((link) => link.to === node.id && rowOf.has(link.from))
        .map((link) => rowOf.get(link.from)!);
      return rows.length ? rows.reduce((sum, row) => sum + row, 0) / rows.length : Infinity;
    };
    const order = here
      .map((node, index) => ({ node, index, weight: weight(node) }))
      .sort((a, b) => a.weight - b.weight || a.index - b.index);
    let y = MARGIN;
    order.forEach(({ node }, row) => {
      rowOf.set(node.id, row);
      node.x = xOf[column]!;
      node.y = y;
      node.inputs = (inputsOf.get(node.id) ?? []).map((topic, index) => ({
        topic,
        y: y + HEADER + SLOT * index + SLOT / 2,
      }));
      node.outputs = (outputsOf.get(node.id) ?? []).map((topic, index) => ({
        topic,
        y: y + HEADER + SLOT * index + SLOT / 2,
      }));
      y += node.height + ROW_GAP;
    });
    height = Math.max(height, y - ROW_GAP);
  }

  const byId = new Map(nodes.map((node) => [node.id, node]));
  const hasBack = links.some((link) => byId.get(link.from)!.column >= byId.get(link.to)!.column);
  const floor = height + 20;
  const labelled = new Set<string>();
  const edges = links.map((link, index): GraphEdge => {
    const from = byId.get(link.from)!;
    const to = byId.get(link.to)!;
    const x1 = from.x + from.width;
    const y1 = from.outputs.find((slot) => slot.topic === link.entry.topic)!.y;
    const x2 = to.x;
    const y2 = to.inputs.find((slot) => slot.topic === link.entry.topic)!.y;
    const back = from.column >= to.column;
    const slot = `${link.to}\n${link.entry.topic}`;
    const first = !labelled.has(slot);
    labelled.add(slot);
    return {
      id: `${index}:${link.from}->${link.to}:${link.entry.topic}`,
      from: link.from,
      to: link.to,
      topic: link.entry.topic,
      status: link.entry.status,
      error: isError(link.entry.status),
      path: back ? loopBack(x1, y1, x2, y2, floor) : curve(x1, y1, x2, y2),
      label: { x: x2 - 14, y: y2 - 7 },
      back,
      labelled: first,
    };
  });

  return {
    width: x + MARGIN,
    height: (hasBack ? floor + 12 : height) + MARGIN,
    nodes,
    edges,
  };
}
