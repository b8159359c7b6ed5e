import { BENCH_QUEUE_REFUSED } from '@ads/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { i18n, serverText } from '../../lib/i18n';

// What AI Benchmark and the boards show of the server's English on a Korean screen (issue 30):
// the baseline's name, progress, refusals with numbers, the boards' answers; unknown as it came.

beforeAll(async () => {
  await i18n.changeLanguage('ko');
  // Each app's server sentences come with its words, as its pages load them.
  await i18n.loadNamespaces(['benchmark', 'board']);
});
afterAll(async () => {
  await i18n.changeLanguage('en');
});

describe('the server’s benchmark and board sentences in Korean', () => {
  it('names the baseline and says the queue and progress in Korean', () => {
    expect(serverText('Lidar clustering, no learning')).toBe('라이다 군집화, 학습 없음');
    expect(serverText(BENCH_QUEUE_REFUSED)).toBe(
      'AI Benchmark가 켜진 관리자만 대기열을 볼 수 있습니다.',
    );
    expect(serverText('Generated 3 of 200 frames.')).toBe('프레임 200개 중 3개를 생성했습니다.');
    expect(serverText('Reading the archive: 512 bytes of 1.2 MB.')).toBe(
      '압축 파일을 읽는 중: 1.2 MB 중 512바이트.',
    );
  });

  it('words a refusal with its numbers and names', () => {
    expect(
      serverText(
        'You have made 5 test-split submissions to this dataset today, the most a day allows (5). Try again tomorrow (UTC), or submit on val.',
      ),
    ).toContain('하루 한도');
    expect(serverText('pred[3] has no score.')).toBe('pred[3]에 score 값이 없습니다.');
    expect(
      serverText(
        'This dataset has no sample poses, so nuScenes boxes in the global frame cannot be scored; submit boxes in the lidar frame (the studio’s {"pred": [...]} format, or "frame": "lidar" in the submission’s meta), or ask the admin to import the dataset with its poses.',
      ),
    ).toMatch(/^이 데이터셋에는 샘플 자세가 없어/);
    expect(
      serverText(
        `The predictions file's meta has frame = "ego"; it must be "global" (nuScenes' own, the default) or "lidar".`,
      ),
    ).toBe(
      '예측 파일 meta의 frame이 "ego"입니다. "global"(nuScenes 기본값) 또는 "lidar"여야 합니다.',
    );
    expect(serverText("pred[0] has an unknown class 'bus' (car, pedestrian, cyclist).")).toBe(
      "pred[0]의 클래스 'bus'을(를) 알 수 없습니다(car, pedestrian, cyclist).",
    );
  });

  it('answers the boards in Korean and leaves an unknown sentence as it came', () => {
    expect(serverText('The FAQ entry was published.')).toBe('FAQ 항목을 게시했습니다.');
    expect(serverText('Enter a title.')).toBe('제목을 입력하세요.');
    expect(serverText('Something new from the server.')).toBe('Something new from the server.');
  });
});
