import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInShell } from '../../../shell/topbar/test-utils';
import { FacetPanel } from './FacetPanel';
import { DEFAULT_SEARCH } from './search-params';
import { loadStoreText } from '../test-text';

loadStoreText();

afterEach(cleanup);

const FACETS = {
  category: [
    { value: 'perception', count: 3 },
    { value: 'planning', count: 1 },
  ],
  license: [{ value: 'Apache-2.0', count: 4 }],
  platform: [{ value: 'linux/amd64', count: 4 }],
  ros: [],
  gpu: [
    { value: 'false', count: 3 },
    { value: 'true', count: 1 },
  ],
};

describe('FacetPanel', () => {
  it('lists each facet with its counts; a value filters, chosen again it clears', () => {
    const onChange = vi.fn();
    const onClear = vi.fn();
    const { rerender } = renderInShell(
      <FacetPanel state={DEFAULT_SEARCH} facets={FACETS} onChange={onChange} onClear={onClear} />,
    );
    const category = screen.getByRole('region', { name: 'Category' });
    expect(within(category).getByRole('button', { name: /^Perception/ })).toHaveTextContent('3');
    expect(
      within(screen.getByRole('region', { name: 'GPU' }))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['No GPU needed3', 'Needs a GPU1']);
    expect(
      within(screen.getByRole('region', { name: 'ROS distro' })).getByText(
        'None among the matches',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();

    fireEvent.click(within(category).getByRole('button', { name: /^Planning/ }));
    expect(onChange).toHaveBeenLastCalledWith({ category: 'planning' });

    // Chosen, it is pressed, stays listed when nothing matches it, and clears when chosen again.
    const chosen = { ...DEFAULT_SEARCH, category: 'control' as const };
    rerender(<FacetPanel state={chosen} facets={FACETS} onChange={onChange} onClear={onClear} />);
    const control = screen.getByRole('button', { name: /^Control/ });
    expect(control).toHaveAttribute('aria-pressed', 'true');
    expect(control).toHaveTextContent('0');
    fireEvent.click(control);
    expect(onChange).toHaveBeenLastCalledWith({ category: '' });
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(onClear).toHaveBeenCalled();
  });
});
