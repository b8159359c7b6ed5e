import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import type { Pair } from './lidar-state';
import { PairList } from './PairList';

await i18n.loadNamespaces(['calibration']);

const pair = (id: string, pixel: [number, number]): Pair => ({
  id,
  capture: 'c1',
  point: [5, 0.5, 0.2],
  pixel,
});

describe('PairList', () => {
  it('shows the pairs a solve left out as outliers, with their residual (issue 32)', () => {
    render(
      <PairList
        pairs={[pair('a', [100, 200]), pair('b', [300, 220]), pair('c', [500, 260])]}
        residuals={
          new Map([
            ['a', 0.41],
            ['b', 37.25],
            ['c', 0.38],
          ])
        }
        outliers={new Set(['b'])}
        captureNumber={() => 1}
        onRemove={() => undefined}
        onClear={() => undefined}
      />,
    );
    const rows = within(screen.getByRole('table', { name: 'Pairs' })).getAllByRole('row');
    const outlier = rows.find((row) => row.getAttribute('data-pair') === 'b')!;
    expect(outlier).toHaveAttribute('data-outlier', 'true');
    expect(outlier).toHaveTextContent('37.25 px · outlier, left out');
    const inlier = rows.find((row) => row.getAttribute('data-pair') === 'a')!;
    expect(inlier).not.toHaveAttribute('data-outlier');
    expect(inlier).toHaveTextContent('0.41 px');
    expect(inlier).not.toHaveTextContent('outlier');
  });
});
