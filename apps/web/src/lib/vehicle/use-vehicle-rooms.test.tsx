import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type VehicleRoomsLink, useVehicleRooms } from './use-vehicle-rooms';

/*
 * The one room life-cycle against a stand-in of lib/socket: rooms that come are joined, rooms
 * that go are left a moment later, a room already joined is entered at once, and only held
 * rooms reach the app.
 */

type StatusListener = (room: string, status: { state: string }) => void;

const socket = vi.hoisted(() => ({
  joined: new Map<string, number>(),
  /** Rooms the server has let this connection into (another holder was there first). */
  inside: new Set<string>(),
  statusListeners: new Set<StatusListener>(),
  holds: 0,
}));

vi.mock('../socket', () => ({
  ensureRealtime: () => {
    socket.holds += 1;
    return () => (socket.holds -= 1);
  },
  joinRoom: (room: string) => {
    socket.joined.set(room, (socket.joined.get(room) ?? 0) + 1);
    return () => socket.joined.set(room, socket.joined.get(room)! - 1);
  },
  roomStatus: (room: string) => (socket.inside.has(room) ? { state: 'joined' } : null),
  onRoomStatus: (listener: StatusListener) => {
    socket.statusListeners.add(listener);
    return () => socket.statusListeners.delete(listener);
  },
}));

const status = (room: string, state: string) => {
  for (const listener of socket.statusListeners) listener(room, { state });
};

function recorder(holdOpen = false) {
  const heard: string[] = [];
  const link: VehicleRoomsLink = {
    listen: (held) => {
      heard.push(`listen a:${held('a')}`);
      return () => heard.push('unlisten');
    },
    entered: (room) => heard.push(`entered ${room}`),
    exited: (room) => heard.push(`exited ${room}`),
    teardown: () => heard.push('teardown'),
    holdOpen,
  };
  return { link, heard };
}

beforeEach(() => {
  vi.useFakeTimers();
  socket.joined.clear();
  socket.inside.clear();
  socket.holds = 0;
});
afterEach(() => vi.useRealTimers());

describe('the vehicle rooms', () => {
  it('joins the rooms, enters one already joined, and hears status only of held rooms', () => {
    socket.inside.add('b');
    const { link, heard } = recorder();
    renderHook(() => useVehicleRooms(['a', 'b'], link));
    expect(heard).toEqual(['listen a:false', 'entered b']);
    expect([...socket.joined.keys()]).toEqual(['a', 'b']);
    status('a', 'joined');
    status('other', 'joined');
    status('a', 'joining');
    expect(heard.slice(2)).toEqual(['entered a', 'exited a']);
  });

  it('leaves a room that goes a moment later, and keeps the others', () => {
    const { link, heard } = recorder();
    const { rerender } = renderHook(({ rooms }) => useVehicleRooms(rooms, link), {
      initialProps: { rooms: ['a', 'b'] },
    });
    rerender({ rooms: ['b', 'c'] });
    expect(heard).toEqual(['listen a:false', 'exited a']);
    // Still in it until the cleanups after this one have spoken through it.
    expect(socket.joined.get('a')).toBe(1);
    vi.advanceTimersByTime(0);
    expect([...socket.joined]).toEqual([
      ['a', 0],
      ['b', 1],
      ['c', 1],
    ]);
  });

  it('on unmount stops hearing, tears down, then leaves every room and the connection', () => {
    const { link, heard } = recorder(true);
    const { unmount } = renderHook(() => useVehicleRooms(['a'], link));
    expect(socket.holds).toBe(1);
    unmount();
    expect(heard.slice(-2)).toEqual(['unlisten', 'teardown']);
    expect(socket.joined.get('a')).toBe(1);
    vi.advanceTimersByTime(0);
    expect(socket.joined.get('a')).toBe(0);
    expect(socket.holds).toBe(0);
  });

  it('holds the connection with no room only when asked to', () => {
    renderHook(() => useVehicleRooms([], recorder().link));
    expect(socket.holds).toBe(0);
    renderHook(() => useVehicleRooms([], recorder(true).link));
    expect(socket.holds).toBe(1);
  });
});
