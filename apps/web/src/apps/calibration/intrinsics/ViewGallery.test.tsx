import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ViewGallery } from './ViewGallery';
import type { View } from './views-state';
import { i18n } from '../../../lib/i18n';

// The screens' words load with the page; the tests render at once.
await i18n.loadNamespaces(['calibration', 'scene3d']);

afterEach(cleanup);

const view = (fields: Partial<View>): View => ({
  id: 'v1',
  name: 'a.png',
  source: new Blob(),
  url: 'blob:a',
  status: 'found',
  width: 640,
  height: 480,
  corners: [],
  ids: [],
  reason: null,
  dropped: false,
  ...fields,
});

const gallery = (views: View[], charuco: boolean) =>
  render(
    <ViewGallery
      views={views}
      cols={6}
      rows={4}
      charuco={charuco}
      rmsOf={() => null}
      onToggle={() => undefined}
      onRemove={() => undefined}
    />,
  );

describe('ViewGallery', () => {
  it('shows which corners of a ChArUco board each view has, by id', () => {
    const ids = [0, 1, 2, 6, 7, 8, 13];
    gallery(
      [
        view({ ids, corners: ids.map((id) => [40 * (id % 6), 40 * Math.floor(id / 6)]) }),
        view({
          id: 'v2',
          name: 'wall.png',
          status: 'not-found',
          reason: 'No DICT_4X4_50 markers found.',
        }),
      ],
      true,
    );
    const found = screen.getByRole('figure', { name: 'a.png' });
    expect(found).toHaveAttribute('data-ids', '0,1,2,6,7,8,13');
    expect(found).toHaveAttribute('data-corners', '7');
    expect(within(found).getByText('7 of 24 corners: 0–2, 6–8, 13')).toBeInTheDocument();
    expect(
      Array.from(found.querySelectorAll('svg text')).map((label) => label.textContent),
    ).toEqual(['0', '1', '2', '6', '7', '8', '13']);
    const wall = screen.getByRole('figure', { name: 'wall.png' });
    expect(wall).not.toHaveAttribute('data-ids');
    expect(within(wall).getByText('No DICT_4X4_50 markers found.')).toBeInTheDocument();
  });

  it('keeps a chessboard view as it was: no ids', () => {
    const corners = Array.from({ length: 24 }, (_, k): [number, number] => [k % 6, k >> 3]);
    gallery([view({ corners, ids: [...Array(24).keys()] })], false);
    const found = screen.getByRole('figure', { name: 'a.png' });
    expect(found).not.toHaveAttribute('data-ids');
    expect(found).toHaveAttribute('data-corners', '24');
    expect(found.querySelectorAll('svg text')).toHaveLength(0);
  });
});
