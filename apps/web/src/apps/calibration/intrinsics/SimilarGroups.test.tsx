import type { SimilarGroup } from '@ads/calibration';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SHOWN_GROUPS, SimilarGroups } from './SimilarGroups';
import { i18n, serverText } from '../../../lib/i18n';

// The screens' words load with the page; the tests render at once.
await i18n.loadNamespaces(['calibration', 'scene3d']);

afterEach(cleanup);

const group = (n: number): SimilarGroup => ({
  files: [`a${n}.png`, `b${n}.png`],
  alike: 'same tilt (square-on) and distance (about 0.60 m), same place in the picture',
  text: `a${n}.png and b${n}.png look alike: same tilt (square-on) and distance (about 0.60 m), same place in the picture.`,
});

describe('the similar-views list (issue 30)', () => {
  it('reads one line per group', () => {
    render(<SimilarGroups groups={[group(1), group(2)]} />);
    const list = screen.getByRole('list', { name: 'Views alike' });
    expect(list).toHaveAttribute('data-groups', '2');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([group(1).text, group(2).text]);
    expect(items[0]).toHaveAttribute('data-files', 'a1.png b1.png');
  });

  it(`stays short: ${SHOWN_GROUPS} groups, then how many more`, () => {
    render(<SimilarGroups groups={[1, 2, 3, 4, 5, 6, 7].map(group)} />);
    const items = within(screen.getByRole('list', { name: 'Views alike' })).getAllByRole(
      'listitem',
    );
    expect(items).toHaveLength(SHOWN_GROUPS + 1);
    expect(items.at(-1)).toHaveTextContent('… and 3 more groups alike.');
  });

  it('reads in Korean, the files as they are named (issue 30)', async () => {
    await i18n.changeLanguage('ko');
    try {
      render(<SimilarGroups groups={[group(1)]} />);
      const item = within(screen.getByRole('list', { name: '비슷한 뷰' })).getByRole('listitem');
      expect(item).toHaveTextContent(
        'a1.png, b1.png: 비슷해 보입니다 — 같은 기울기(정면)와 거리(약 0.60 m), 화면의 같은 위치.',
      );
      expect(item.querySelector('[translate="no"]')).toHaveTextContent('a1.png, b1.png');
      // The views' other warnings, as @ads/calibration words them.
      expect(serverText('Only 7 views with the board found; 10 or more are recommended.')).toBe(
        '보드가 검출된 뷰가 7개뿐입니다: 10개 이상을 권장합니다.',
      );
      expect(
        serverText(
          "No board corners near the image's top edge, left edge and top-left corner: distortion is strongest there, so show the board there too.",
        ),
      ).toBe(
        '이미지의 위쪽 가장자리, 왼쪽 가장자리, 왼쪽 위 모서리 근처에 보드 코너가 없습니다: 왜곡은 그곳에서 가장 크므로 그곳에도 보드를 보여 주세요.',
      );
      expect(
        serverText('same tilt (about 25°, left side away) and distance, same place in the picture'),
      ).toBe('같은 기울기(약 25°, 왼쪽 면이 멀리)와 거리, 화면의 같은 위치');
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
