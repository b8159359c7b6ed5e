import {
  HMI_ACTIONS,
  HMI_RATES,
  type MessageSender,
  type SocketMessage,
  VEHICLE_ACTIONS,
  packCloud,
  packCloudDeltas,
  packPlanning,
} from '@ads/contract';
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sampleVehicleState } from '../../../../../../test-support/vehicle-state';
import { sendGoal, sendRecord } from '../commands/vehicle-commands';
import { useHmiLive } from './live-store';
import { planningOf } from './test-planning';
import { useHmiLink } from './use-hmi-link';
import { loadVehicleText } from '../../../lib/vehicle/test-text';

loadVehicleText('hmi');

/*
 * The page's link against a stand-in of lib/socket: what the vehicle's room says reaches the
 * store, the vehicle's refusals reach the user in its own words, and the goal clears a set route
 * before it goes.
 */

type Listener = (room: string, message: SocketMessage, sender: MessageSender | undefined) => void;

const socket = vi.hoisted(() => ({
  listeners: new Map<string, Set<Listener>>(),
  sent: [] as Array<{ room: string; action: string; data: unknown; id?: string }>,
  joined: new Set<string>(),
}));
const notes = vi.hoisted(() => [] as Array<{ text: string; variant: string }>);

vi.mock('../../../lib/notify', () => ({
  notify: (text: string, variant = 'default') => notes.push({ text, variant }),
}));
vi.mock('../../../lib/socket', () => ({
  ensureRealtime: () => () => {},
  joinRoom: (room: string) => {
    socket.joined.add(room);
    return () => socket.joined.delete(room);
  },
  roomStatus: (room: string) => (socket.joined.has(room) ? { state: 'joined' } : null),
  onRoomStatus: () => () => {},
  onRoomMessage: (action: string, listener: Listener) => {
    const set = socket.listeners.get(action) ?? new Set();
    set.add(listener);
    socket.listeners.set(action, set);
    return () => set.delete(listener);
  },
  sendTo: (room: string, action: string, data: unknown, id?: string) => {
    socket.sent.push(id === undefined ? { room, action, data } : { room, action, data, id });
    return true;
  },
  socketId: () => 'sid-1',
}));

const agent: MessageSender = { kind: 'agent' } as MessageSender;

/** The vehicle answers in its room (echoing the request's id, when given). */
function hear(action: string, status: 'success' | 'error' | 'pending', data: unknown, id?: string) {
  const message = { action, type: 'RESPONSE', status, data, id } as SocketMessage;
  for (const listener of socket.listeners.get(action) ?? []) listener('room-1', message, agent);
}

/** The id of the last request of `action` the page sent. */
const idOf = (action: string) => socket.sent.filter((sent) => sent.action === action).at(-1)?.id;

beforeEach(() => {
  socket.sent.length = 0;
  notes.length = 0;
});
afterEach(() => {
  useHmiLive.getState().setRoom(null);
});

describe('the HMI link', () => {
  it('joins the room, asks for a state and a plan, and fills the store', () => {
    renderHook(() => useHmiLink('room-1'));
    expect(socket.sent.map((message) => message.action)).toEqual([
      VEHICLE_ACTIONS.state,
      HMI_ACTIONS.planning,
    ]);
    hear(VEHICLE_ACTIONS.state, 'success', sampleVehicleState({ speed: 4 }));
    hear(HMI_ACTIONS.planning, 'success', planningOf({ route_state: 'SET' }));
    hear(HMI_ACTIONS.planning, 'success', { seq: 'not a plan' });
    const cloud = packCloud([1, 2, 0.5, 3, -1, 1.5]);
    hear(HMI_ACTIONS.cloud, 'success', {
      seq: 1,
      stamp: 1,
      lat: 37.2,
      lon: 126.7,
      heading: 10,
      ...cloud,
    });
    const live = useHmiLive.getState();
    expect(live.state?.speed).toBe(4);
    expect(live.planning?.route_state).toBe('SET');
    expect(Array.from(live.cloud!.positions)).toEqual([1, 2, 0.5, 3, -1, 1.5]);
    expect(live.cloud!.pose).toEqual({ lat: 37.2, lon: 126.7, heading: 10 });
  });

  it('reads the packed forms it asks for: objects as rows, the cloud as binary deltas', async () => {
    renderHook(() => useHmiLink('room-1'));
    expect(socket.sent.find((m) => m.action === HMI_ACTIONS.planning)?.data).toEqual({
      packed: true,
    });
    const car = {
      id: 'car-1',
      class: 'CAR' as const,
      lat: 37.2,
      lon: 126.7,
      heading: 90,
      length: 4.5,
      width: 1.8,
      height: 1.5,
      speed: 3,
    };
    hear(HMI_ACTIONS.planning, 'success', packPlanning(planningOf({ objects: [car] })));
    expect(useHmiLive.getState().planning?.objects).toEqual([car]);
    const cloud = await packCloudDeltas([1, 2, 0.5, 3, -1, 1.5]);
    // As the browser's socket hands binary over: an ArrayBuffer.
    const deltas = cloud.deltas.slice().buffer;
    const head = { seq: 2, stamp: 1, lat: 37.2, lon: 126.7, heading: 10, count: cloud.count };
    hear(HMI_ACTIONS.cloud, 'success', { ...head, deltas });
    await waitFor(() => expect(useHmiLive.getState().cloud?.seq).toBe(2));
    expect(Array.from(useHmiLive.getState().cloud!.positions)).toEqual([1, 2, 0.5, 3, -1, 1.5]);
  });

  it('keeps asking for the plan while open, so the vehicle keeps pushing it; stops when left', () => {
    vi.useFakeTimers();
    try {
      const { unmount } = renderHook(() => useHmiLink('room-1'));
      socket.sent.length = 0;
      vi.advanceTimersByTime(HMI_RATES.watchMs);
      // Every watchMs / 2: the vehicle's lease never runs out while the page is open.
      expect(socket.sent).toEqual([
        { room: 'room-1', action: HMI_ACTIONS.planning, data: { packed: true } },
        { room: 'room-1', action: HMI_ACTIONS.planning, data: { packed: true } },
      ]);
      unmount();
      socket.sent.length = 0;
      vi.advanceTimersByTime(2 * HMI_RATES.watchMs);
      expect(socket.sent).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('clears an arrived route, then sets the goal once the vehicle answers that very clear', async () => {
    renderHook(() => useHmiLink('room-1'));
    socket.sent.length = 0;
    const done = sendGoal(
      { room: 'room-1', name: 'Sim 1' },
      { lat: 1, lon: 2, heading: 3 },
      'ARRIVED',
    );
    expect(socket.sent.map((message) => message.action)).toEqual([HMI_ACTIONS.clearRoute]);
    const clear = idOf(HMI_ACTIONS.clearRoute);
    expect(clear).toMatch(/^[a-z0-9]+-[a-z0-9]+$/);
    // Another tab's clear answered first is not this one's.
    hear(HMI_ACTIONS.clearRoute, 'error', { message: 'Not yours.', code: 1 }, 'other-1');
    hear(HMI_ACTIONS.clearRoute, 'success', {}, clear);
    expect(await done).toBe(true);
    expect(socket.sent.map((message) => message.action)).toEqual([
      HMI_ACTIONS.clearRoute,
      HMI_ACTIONS.route,
    ]);
    expect(notes).toEqual([]);
  });

  it('changes a set route with change_route_points', async () => {
    renderHook(() => useHmiLink('room-1'));
    socket.sent.length = 0;
    const goal = { lat: 1, lon: 2, heading: 3 };
    expect(await sendGoal({ room: 'room-1', name: 'Sim 1' }, goal, 'SET')).toBe(true);
    expect(socket.sent).toEqual([
      {
        room: 'room-1',
        action: HMI_ACTIONS.changeRoute,
        data: { goal, waypoints: [] },
        id: expect.any(String),
      },
    ]);
    hear(
      HMI_ACTIONS.changeRoute,
      'error',
      { message: 'No route to the goal.', code: 3 },
      idOf(HMI_ACTIONS.changeRoute),
    );
    expect(notes).toEqual([{ text: 'No route to the goal.', variant: 'error' }]);
  });

  it('shows the vehicle’s reason when it refuses a command, by its request id', async () => {
    renderHook(() => useHmiLink('room-1'));
    const done = sendGoal(
      { room: 'room-1', name: 'Sim 1' },
      { lat: 1, lon: 2, heading: 3 },
      'UNSET',
    );
    expect(await done).toBe(true);
    const id = idOf(HMI_ACTIONS.route);
    // The same refusal to another page's request (another id) is not shown here.
    hear(HMI_ACTIONS.route, 'error', { message: 'Not this page’s.', code: 3 }, 'elsewhere-9');
    hear(HMI_ACTIONS.route, 'error', { message: 'No route to the goal.', code: 3 }, id);
    // An answer is taken once: a repeat of it is nobody's.
    hear(HMI_ACTIONS.route, 'error', { message: 'No route to the goal.', code: 3 }, id);
    expect(notes).toEqual([{ text: 'No route to the goal.', variant: 'error' }]);
  });

  it('takes an answer without an id (an older agent) by its action within a few seconds', async () => {
    renderHook(() => useHmiLink('room-1'));
    await sendGoal({ room: 'room-1', name: 'Sim 1' }, { lat: 1, lon: 2, heading: 3 }, 'UNSET');
    hear(HMI_ACTIONS.route, 'error', { message: 'No route to the goal.', code: 3 });
    expect(notes).toEqual([{ text: 'No route to the goal.', variant: 'error' }]);
  });

  it('does not take another page’s refusal for its own', () => {
    renderHook(() => useHmiLink('room-1'));
    hear(HMI_ACTIONS.engage, 'error', { message: 'Not localised.', code: 1 });
    expect(notes).toEqual([]);
  });

  it('follows the upload of the drive it stopped, up to the record', () => {
    renderHook(() => useHmiLink('room-1'));
    sendRecord({ room: 'room-1', name: 'Sim 1' }, 'stop', 3);
    const entry = { name: 'drives/d.mcap', type: 'upload', message: 'Uploading' };
    hear(HMI_ACTIONS.record, 'pending', { ...entry, progress: 40 });
    expect(useHmiLive.getState().upload).toEqual({
      progress: 40,
      message: 'Uploading',
      recordId: null,
    });
    hear(HMI_ACTIONS.record, 'success', { ...entry, progress: 100, record_id: 12 });
    expect(useHmiLive.getState().upload).toMatchObject({ progress: 100, recordId: 12 });
    // Another tab's upload afterwards is not followed here.
    hear(HMI_ACTIONS.record, 'pending', { ...entry, progress: 5 });
    expect(useHmiLive.getState().upload?.progress).toBe(100);
  });
});
