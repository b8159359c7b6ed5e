import type { SimilarGroup } from '@ads/calibration';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SHOWN_GROUPS, SimilarGroups } from './SimilarGroups';
import { i18n } from '../../../lib/i18n';

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
});
