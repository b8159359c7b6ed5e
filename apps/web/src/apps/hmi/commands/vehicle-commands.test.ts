import { HMI_ACTIONS } from '@ads/contract';
import { describe, expect, it } from 'vitest';
import type { AnswerStatus } from './await-answer';
import { type Link, sendGoal, sendInitialPose, sendRecord } from './vehicle-commands';

const target = { room: 'room-1', name: 'Sim 1' };
const goal = { lat: 37.2425, lon: 126.775, heading: 370 };

/** A link that records what is sent (with its id) and answers the clear as told. */
function fakeLink(clearAnswer: AnswerStatus, connected = true) {
  const sent: Array<{ action: string; data: unknown; id?: string }> = [];
  const awaited: string[] = [];
  let ids = 0;
  const link: Link = {
    send: (_target, action, data, id) => {
      if (connected) sent.push(id === undefined ? { action, data } : { action, data, id });
      return connected;
    },
    answer: (_room, _action, id) => {
      awaited.push(id);
      return Promise.resolve(clearAnswer);
    },
    newId: () => `id-${(ids += 1)}`,
  };
  return { link, sent, awaited };
}

const request = { goal: { lat: goal.lat, lon: goal.lon, heading: 10 }, waypoints: [] };

describe('the goal', () => {
  it('goes as set_route_points when no route is set', async () => {
    const { link, sent } = fakeLink('success');
    expect(await sendGoal(target, goal, 'UNSET', link)).toBe(true);
    expect(sent).toEqual([{ action: HMI_ACTIONS.route, data: request }]);
    expect(await sendGoal(target, goal, null, link)).toBe(true);
    expect(sent.map((message) => message.action)).toEqual([HMI_ACTIONS.route, HMI_ACTIONS.route]);
  });

  it('changes a set route with change_route_points, nothing cleared (Autoware takes it while driving)', async () => {
    const { link, sent } = fakeLink('success');
    expect(await sendGoal(target, goal, 'SET', link)).toBe(true);
    expect(await sendGoal(target, goal, 'CHANGING', link)).toBe(true);
    expect(sent).toEqual([
      { action: HMI_ACTIONS.changeRoute, data: request },
      { action: HMI_ACTIONS.changeRoute, data: request },
    ]);
  });

  it('clears an arrived route first, waiting for the answer to that very request', async () => {
    const { link, sent, awaited } = fakeLink('success');
    expect(await sendGoal(target, goal, 'ARRIVED', link)).toBe(true);
    expect(sent).toEqual([
      { action: HMI_ACTIONS.clearRoute, data: {}, id: 'id-1' },
      { action: HMI_ACTIONS.route, data: request },
    ]);
    expect(awaited).toEqual(['id-1']);
  });

  it('goes on when the clear is not answered', async () => {
    const { link, sent } = fakeLink('timeout');
    expect(await sendGoal(target, goal, 'ARRIVED', link)).toBe(true);
    expect(sent.map((message) => message.action)).toEqual([
      HMI_ACTIONS.clearRoute,
      HMI_ACTIONS.route,
    ]);
  });

  it('stops when the vehicle refuses the clear (its reason is shown by the link)', async () => {
    const { link, sent } = fakeLink('error');
    expect(await sendGoal(target, goal, 'ARRIVED', link)).toBe(false);
    expect(sent.map((message) => message.action)).toEqual([HMI_ACTIONS.clearRoute]);
  });

  it('sends nothing more when not connected', async () => {
    const { link, sent } = fakeLink('success', false);
    expect(await sendGoal(target, goal, 'ARRIVED', link)).toBe(false);
    expect(await sendGoal(target, goal, 'SET', link)).toBe(false);
    expect(sent).toEqual([]);
  });
});

describe('other commands', () => {
  it('sends the initial pose with a compass heading in 0–360', () => {
    const { link, sent } = fakeLink('success');
    sendInitialPose(target, { lat: 1, lon: 2, heading: -90 }, link);
    expect(sent).toEqual([
      { action: HMI_ACTIONS.initialPose, data: { pose: { lat: 1, lon: 2, heading: 270 } } },
    ]);
  });

  it('names the project when the recording stops', () => {
    const { link, sent } = fakeLink('success');
    sendRecord(target, 'start', 3, link);
    sendRecord(target, 'stop', 3, link);
    expect(sent).toEqual([
      { action: HMI_ACTIONS.record, data: { action: 'start' } },
      { action: HMI_ACTIONS.record, data: { action: 'stop', project_id: 3 } },
    ]);
  });
});
