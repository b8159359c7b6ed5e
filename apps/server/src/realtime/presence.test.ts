import { describe, expect, it } from 'vitest';
import { createRemoteAgents } from './presence';

/** The other instances' agents as heard, on a clock the test moves (a beat is 1000 ms). */
function setup() {
  const clock = { now: 0 };
  const remote = createRemoteAgents({ expireMs: 3000, now: () => clock.now });
  return { remote, clock };
}

describe('agents of the other instances', () => {
  it('follows what each instance says it holds, and each change as it comes', () => {
    const { remote } = setup();
    remote.heard({ from: 'b', kind: 'agents', tokens: ['pc1', 'pc2'] });
    remote.heard({ from: 'c', kind: 'agent', token: 'pc3', online: true });
    expect(['pc1', 'pc2', 'pc3', 'pc4'].map((token) => remote.has(token))).toEqual([
      true,
      true,
      true,
      false,
    ]);
    remote.heard({ from: 'b', kind: 'agent', token: 'pc1', online: false });
    remote.heard({ from: 'b', kind: 'agents', tokens: ['pc2', 'pc4'] });
    expect(['pc1', 'pc2', 'pc3', 'pc4'].map((token) => remote.has(token))).toEqual([
      false,
      true,
      true,
      true,
    ]);
  });

  it('keeps a PC online while another instance still holds its agent', () => {
    const { remote } = setup();
    // The agent came back on C before B saw its old connection go.
    remote.heard({ from: 'b', kind: 'agent', token: 'pc1', online: true });
    remote.heard({ from: 'c', kind: 'agent', token: 'pc1', online: true });
    remote.heard({ from: 'b', kind: 'agent', token: 'pc1', online: false });
    expect(remote.has('pc1')).toBe(true);
  });

  it('forgets an instance that says goodbye', () => {
    const { remote } = setup();
    remote.heard({ from: 'b', kind: 'agents', tokens: ['pc1'] });
    remote.heard({ from: 'b', kind: 'bye' });
    expect(remote.has('pc1')).toBe(false);
  });

  it('forgets the agents of an instance not heard from for three beats (a crash)', () => {
    const { remote, clock } = setup();
    remote.heard({ from: 'b', kind: 'agents', tokens: ['pc1'] });
    remote.heard({ from: 'c', kind: 'agents', tokens: ['pc2'] });
    clock.now = 2000;
    // C keeps beating; B went silent.
    remote.heard({ from: 'c', kind: 'agents', tokens: ['pc2'] });
    clock.now = 2999;
    expect(remote.has('pc1')).toBe(true);
    clock.now = 3000;
    expect(remote.has('pc1')).toBe(false);
    expect(remote.has('pc2')).toBe(true);
    // Heard again (it was only cut off): its next beat brings its agents back.
    remote.heard({ from: 'b', kind: 'agents', tokens: ['pc1'] });
    expect(remote.has('pc1')).toBe(true);
  });
});
