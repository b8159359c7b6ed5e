import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { eventText } from './event-text';
import { formatAgo, formatCountdown, formatHeading, formatSteering } from './format';
import { modeOptions } from './mode-options';
import { stateOf } from './test-vehicles';

// Issue 30: FMS's figures, events and reasons read in Korean; what the vehicle says in English
// comes in Korean when it is one of its known sentences, and codes (modes, fault codes) stay.
beforeAll(async () => {
  await i18n.loadNamespaces('monitoring');
  await i18n.changeLanguage('ko');
});
afterAll(() => i18n.changeLanguage('en'));

const NOW = 1_700_000_000_000;

describe('FMS in Korean', () => {
  it('writes ages, countdowns, steering and headings in Korean', () => {
    expect(formatAgo(null, NOW)).toBe('없음');
    expect(formatAgo(NOW - 1_000, NOW)).toBe('방금');
    expect(formatAgo(NOW - 5_000, NOW)).toBe('5초 전');
    expect(formatAgo(NOW - 3 * 60_000, NOW)).toBe('3분 전');
    expect(formatCountdown(2_500)).toBe('3초');
    expect(formatSteering((12 * Math.PI) / 180)).toBe('좌 12°');
    expect(formatSteering((-3 * Math.PI) / 180)).toBe('우 3°');
    expect(formatHeading(92)).toBe('92° 동');
    expect(formatHeading(225)).toBe('225° 남서');
  });

  it('says what happened in Korean, the vehicle’s known reasons too', () => {
    const event = (kind: Parameters<typeof eventText>[0]['kind'], detail: object) =>
      eventText({ kind, detail: detail as Record<string, unknown> });
    expect(event('mode', { from: 'STOP', to: 'AUTO', result: 'accepted' })).toBe(
      '모드 STOP → AUTO 수락됨',
    );
    expect(
      event('mode', {
        from: 'STOP',
        to: 'REMOTE',
        result: 'fell back',
        reason: 'REMOTE was not engaged within 10 s',
      }),
    ).toBe('모드 STOP → REMOTE 이전 모드로 복귀: 10초 안에 REMOTE 모드로 전환되지 않음');
    expect(event('control', { action: 'release', reason: 'released' })).toBe('제어권 반납: 반납함');
    expect(event('teleop', { action: 'end', commands: 3, duration_ms: 1_500 })).toBe(
      '원격 운전 종료 (명령 3개, 1.5초)',
    );
    expect(event('fault', { action: 'raised', code: 'LOW_ENERGY' })).toBe('고장 LOW_ENERGY 발생');
    expect(event('connection', { action: 'connected' })).toBe('차량 연결됨');
  });

  it('gives the mode buttons’ reasons in Korean', () => {
    const options = modeOptions({
      state: stateOf(),
      mayCommand: true,
      holdsLock: false,
      live: true,
    });
    const reasons = options.map((option) => option.reason).filter(Boolean);
    expect(reasons.length).toBeGreaterThan(0);
    for (const reason of reasons) expect(reason).toMatch(/[\uac00-\ud7af]/);
    const notLive = modeOptions({ state: null, mayCommand: true, holdsLock: true, live: false });
    expect(notLive.find((option) => option.mode === 'AUTO')?.reason).toBe(
      '차량이 연결되어 있지 않습니다.',
    );
  });
});
