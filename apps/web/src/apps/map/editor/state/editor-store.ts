import { create } from 'zustand';
import type { ElementRef, LonLat } from '../../model/editor-api';
import type { ModeTool } from './tools';

/*
 * What the editor's screen holds besides the map document (which the model keeps): the tool,
 * the selection, a line being drawn, what a tool has picked so far, the tools' options and the
 * route preview. One editor is open at a time; the page resets this when it opens a map.
 */

/** The slots a tool fills by clicking elements (traffic light: lanelets, then a stop line). */
export type PickRole =
  'lanelets' | 'stop_line' | 'left' | 'right' | 'right_of_way' | 'yield' | 'crosswalk';

export type Picks = Partial<Record<PickRole, number[]>>;

export interface RouteView {
  lanelets: number[];
  lengthM: number;
  laneChanges: number;
}

export interface EditorUiState {
  tool: ModeTool;
  selection: ElementRef[];
  /** Points of the line being drawn, in order. */
  draft: LonLat[];
  /** Traffic lights and signs: their line is drawn first, then lanelets are picked. */
  phase: 'draw' | 'pick';
  /** Where the next picked lanelet goes (right of way: the right-of-way or the yielding lanes). */
  pickRole: PickRole;
  picks: Picks;
  /** Options of the tools. */
  width: number;
  lineType: string;
  lineSubtype: string;
  signType: string;
  speedKmh: number;
  /** Route preview: the clicked ends, then the result (null: not yet; 'none': no route). */
  routeEnds: LonLat[];
  route: RouteView | 'none' | null;
  /** A request to bring elements into view; `at` makes a repeated request a new one. */
  zoom: { elements: ElementRef[]; at: number } | null;
  /** A regulatory element whose stop line or lanelets are being picked from the properties panel. */
  editing: { regulatoryElement: number; what: 'stop_line' | 'lanelets' } | null;
}

const initial: EditorUiState = {
  tool: 'select',
  selection: [],
  draft: [],
  phase: 'draw',
  pickRole: 'lanelets',
  picks: {},
  width: 3.5,
  lineType: 'line_thin',
  lineSubtype: 'solid',
  signType: 'de206',
  speedKmh: 30,
  routeEnds: [],
  route: null,
  zoom: null,
  editing: null,
};

/** A tool's first pick slot. */
export function firstPickRole(tool: ModeTool): PickRole {
  switch (tool) {
    case 'bounds':
      return 'left';
    case 'right_of_way':
      return 'right_of_way';
    case 'crosswalk':
      return 'crosswalk';
    default:
      return 'lanelets';
  }
}

export const useEditorUi = create<EditorUiState>(() => initial);

export const editorUi = {
  get: () => useEditorUi.getState(),
  set: (patch: Partial<EditorUiState>) => useEditorUi.setState(patch),
  /** A fresh editor: a map was opened or reloaded (the tools' options are kept). */
  reset() {
    const { width, lineType, lineSubtype, signType, speedKmh } = useEditorUi.getState();
    useEditorUi.setState({ ...initial, width, lineType, lineSubtype, signType, speedKmh });
  },
  /** Another tool: whatever the last one was drawing or picking is dropped. */
  chooseTool(tool: ModeTool) {
    useEditorUi.setState({
      tool,
      draft: [],
      phase: 'draw',
      picks: {},
      pickRole: firstPickRole(tool),
      routeEnds: [],
      route: tool === 'route' ? null : useEditorUi.getState().route,
      editing: null,
    });
  },
  /** Drops the tool's work in progress but keeps the tool. */
  clearWork() {
    const { tool } = useEditorUi.getState();
    useEditorUi.setState({
      draft: [],
      phase: 'draw',
      picks: {},
      pickRole: firstPickRole(tool),
      routeEnds: [],
      editing: null,
    });
  },
  select(selection: ElementRef[], zoom = false) {
    useEditorUi.setState({
      selection,
      ...(zoom ? { zoom: { elements: selection, at: Date.now() } } : {}),
    });
  },
};

export const sameRef = (a: ElementRef, b: ElementRef) => a.type === b.type && a.id === b.id;
