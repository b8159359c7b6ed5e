import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n';
import type { PointCloudViewProps } from './types';

await i18n.loadNamespaces('scene3d');

// jsdom has no WebGL: the view itself then shows its sentence, which is what is looked for here
// (what is tested is when the view appears, not its drawing: PointCloudView.test.tsx).
vi.mock('./webgl', () => ({ canDrawWebGL: () => false }));

afterEach(cleanup);

/** The module as a page first meets it: nothing loaded, no view rendered yet. */
async function fresh() {
  vi.resetModules();
  return import('./LazyPointCloudView');
}

const props: PointCloudViewProps = {
  positions: new Float32Array(0),
  colorBy: 'height',
  boxes: [],
  view: 'bev',
  'aria-label': 'Cloud',
};

describe('LazyPointCloudView', () => {
  it('shows a placeholder until the view has loaded, then the view, kept when rendered again', async () => {
    const { LazyPointCloudView } = await fresh();
    const view = render(<LazyPointCloudView {...props} />);
    expect(screen.getByLabelText('Loading Cloud')).toBeTruthy();
    expect(await screen.findByText(/cannot draw 3D views/)).toBeTruthy();
    view.rerender(<LazyPointCloudView {...props} view="orbit" />);
    expect(screen.getByText(/cannot draw 3D views/)).toBeTruthy();
  });

  it('draws a preloaded view in its first commit, without a placeholder', async () => {
    // As the playback does: the view's code loads while the record opens. Through React's
    // lazy alone it would still suspend once, and its reveal wait up to 300 ms.
    const { LazyPointCloudView, preloadPointCloudView } = await fresh();
    await act(() => preloadPointCloudView());
    render(<LazyPointCloudView {...props} />);
    expect(screen.queryByLabelText('Loading Cloud')).toBeNull();
    expect(screen.getByText(/cannot draw 3D views/)).toBeTruthy();
  });
});
