import { HMI_ACTIONS } from '@ads/contract';
import { describe, expect, it } from 'vitest';
import type { AnswerStatus } from './await-answer';
import { type Link, sendGoal, sendInitialPose, sendRecord } from './vehicle-commands';

const target = { room: 'room-1', name: 'Sim 1' };
const goal = { lat: 37.2425, lon: 126.775, heading: 370 };

/** A link that records what is sent and answers the clear as told. */
function fakeLink(clearAnswer: AnswerStatus, connected = true) {
  const sent: Array<{ action: string; data: unknown }> = [];
  const link: Link = {
    send: (_target, action, data) => {
      if (connected) sent.push({ action, data });
      return connected;
    },
    answer: () => Promise.resolve(clearAnswer),
  };
  return { link, sent };
}

describe('the goal', () => {
  it('goes alone when no route is set', async () => {
    const { link, sent } = fakeLink('success');
    expect(await sendGoal(target, goal, 'UNSET', link)).toBe(true);
    expect(sent).toEqual([
      {
        action: HMI_ACTIONS.route,
        data: { goal: { lat: goal.lat, lon: goal.lon, heading: 10 }, waypoints: [] },
      },
    ]);
  });

  it('clears a set route first, then sets the goal', async () => {
    const { link, sent } = fakeLink('success');
    expect(await sendGoal(target, goal, 'SET', link)).toBe(true);
    expect(sent.map((message) => message.action)).toEqual([
      HMI_ACTIONS.clearRoute,
      HMI_ACTIONS.route,
    ]);
  });

  it('clears an arrived route too, and goes on when the clear is not answered', async () => {
    const { link, sent } = fakeLink('timeout');
    expect(await sendGoal(target, goal, 'ARRIVED', link)).toBe(true);
    expect(sent.map((message) => message.action)).toEqual([
      HMI_ACTIONS.clearRoute,
      HMI_ACTIONS.route,
    ]);
  });

  it('stops when the vehicle refuses the clear (its reason is shown by the link)', async () => {
    const { link, sent } = fakeLink('error');
    expect(await sendGoal(target, goal, 'SET', link)).toBe(false);
    expect(sent.map((message) => message.action)).toEqual([HMI_ACTIONS.clearRoute]);
  });

  it('sends nothing more when not connected', async () => {
    const { link, sent } = fakeLink('success', false);
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
