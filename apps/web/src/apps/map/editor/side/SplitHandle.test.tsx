import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../../../lib/i18n';
import { SPLIT_MAX, SPLIT_MIN, SplitHandle } from './SplitHandle';

beforeAll(() => i18n.loadNamespaces('map'));
afterEach(cleanup);

function Harness() {
  const [share, setShare] = useState(0.5);
  return <SplitHandle share={share} onChange={setShare} container={() => null} />;
}

describe('SplitHandle', () => {
  it('moves the split with the arrow keys, within its bounds', () => {
    render(<Harness />);
    const handle = screen.getByRole('separator', { name: 'Resize properties and lists' });
    expect(handle).toHaveAttribute('aria-valuenow', '50');
    fireEvent.keyDown(handle, { key: 'ArrowDown' });
    expect(handle).toHaveAttribute('aria-valuenow', '55');
    for (let step = 0; step < 20; step++) fireEvent.keyDown(handle, { key: 'ArrowDown' });
    expect(handle).toHaveAttribute('aria-valuenow', String(SPLIT_MAX * 100));
    for (let step = 0; step < 40; step++) fireEvent.keyDown(handle, { key: 'ArrowUp' });
    expect(handle).toHaveAttribute('aria-valuenow', String(SPLIT_MIN * 100));
  });
});
