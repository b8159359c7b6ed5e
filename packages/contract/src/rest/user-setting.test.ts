import { describe, expect, it } from 'vitest';
import { settingJsonBytes } from './user';

// A setting's size is counted without TextEncoder (the contract is typed without DOM or Node):
// the count must be the UTF-8 length Node's own encoder gives the same JSON.
describe("a user setting's size", () => {
  it('is the UTF-8 length of its JSON, for every kind of character', () => {
    const values = [
      null,
      'plain',
      'café',
      '재생 시각',
      '😀 and 🚗',
      { path: '/vehicle/status.velocity', note: 'ü\u0800\uffff' },
      'a lone \ud800 surrogate',
      ['\udc00', '\ud83d\ude00\ud83d'],
    ];
    for (const value of values) {
      expect(settingJsonBytes(value), JSON.stringify(value)).toBe(
        Buffer.byteLength(JSON.stringify(value), 'utf8'),
      );
    }
  });

  it('is Infinity for what is not JSON', () => {
    expect(settingJsonBytes(undefined)).toBe(Infinity);
    const cycle: Record<string, unknown> = {};
    cycle.self = cycle;
    expect(settingJsonBytes(cycle)).toBe(Infinity);
  });
});
