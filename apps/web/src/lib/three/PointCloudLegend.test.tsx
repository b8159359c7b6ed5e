import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PointCloudLegend } from './PointCloudLegend';
import { i18n } from '../i18n';

// The screens' words load with the page; the tests render at once.
await i18n.loadNamespaces('scene3d');

afterEach(cleanup);

describe('PointCloudLegend', () => {
  it('shows the height ramp with its range and what each box colour means', () => {
    render(
      <PointCloudLegend
        colorBy="height"
        boxes={[
          { color: '#4CAF50', label: 'Ground truth' },
          { color: '#FF9800', label: 'Prediction', dashed: true },
        ]}
      />,
    );
    expect(screen.getByRole('img', { name: 'Height colour scale from -2 m to 3 m' })).toBeVisible();
    expect(screen.getByTestId('legend-low')).toHaveTextContent('-2 m');
    expect(screen.getByTestId('legend-high')).toHaveTextContent('3 m');
    expect(screen.getByText('Ground truth')).toBeVisible();
    expect(screen.getByText('Prediction')).toBeVisible();
  });

  it('spans 0..1 for intensity, whatever height range is given', () => {
    render(<PointCloudLegend colorBy="intensity" heightRange={[-1, 1]} />);
    expect(screen.getByRole('img', { name: 'Intensity colour scale from 0 to 1' })).toBeVisible();
  });
});
