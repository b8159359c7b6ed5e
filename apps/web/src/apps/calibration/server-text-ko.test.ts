import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { i18n, serverText } from '../../lib/i18n';

// The lidar–camera rules' reasons (English in lidar-rules.ts, as the server answers) on a Korean
// screen: the ones with a number read through their pattern.

beforeAll(async () => {
  await i18n.changeLanguage('ko');
  await i18n.loadNamespaces(['calibration']);
});
afterAll(async () => {
  await i18n.changeLanguage('en');
});

describe('the lidar–camera reasons in Korean', () => {
  it('says why Solve waits, with its count', () => {
    expect(serverText('Pick at least 6 pairs (2 now).')).toBe('쌍을 6개 이상 고르세요(지금 2개).');
    expect(serverText('Finding the board in 2 capture(s)…')).toBe('캡처 2개에서 보드를 찾는 중…');
  });

  it('says which pairs disagree when too few agree on a pose', () => {
    expect(
      serverText(
        'Only 5 of 8 pairs agree on one pose (within 2.0 px); pairs 2, 5, 7 disagree and at least 6 must agree. Check those pairs or add more.',
      ),
    ).toBe(
      '쌍 8개 중 5개만 하나의 포즈에 맞습니다(2.0 px 이내): 쌍 2, 5, 7이(가) 맞지 않으며 최소 6개가 맞아야 합니다. 그 쌍들을 확인하거나 쌍을 더 추가하세요.',
    );
  });

  it('says what the rational_polynomial model takes', () => {
    expect(
      serverText('rational_polynomial has 8 coefficients (k1 k2 p1 p2 k3 k4 k5 k6); 5 given.'),
    ).toBe('rational_polynomial의 계수는 8개(k1 k2 p1 p2 k3 k4 k5 k6)입니다: 5개를 입력했습니다.');
  });
});
