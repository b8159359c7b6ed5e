import { describe, expect, it } from 'vitest';
import { relayingScreens, screenRelayStarted } from './relay-heap';

describe('the heap while screens are relayed', () => {
  it('counts each screen once, and V8 decides again when the last has ended', () => {
    const before = relayingScreens();
    const first = screenRelayStarted();
    const second = screenRelayStarted();
    expect(relayingScreens()).toBe(before + 2);
    first();
    first(); // an end said twice (the VNC server closed, then the session was disposed)
    expect(relayingScreens()).toBe(before + 1);
    second();
    expect(relayingScreens()).toBe(before);
  });
});
