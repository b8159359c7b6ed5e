import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { withTyped } from './typed';

const html = (node: ReturnType<typeof withTyped>) => render(<p>{node}</p>).container.innerHTML;

describe('withTyped', () => {
  it('marks each typed text in the sentence, and keeps the sentence word for word', () => {
    const node = withTyped('Delete "Night drive" of Kim? Kim keeps a copy.', 'Night drive', 'Kim');
    const { container } = render(<p>{node}</p>);
    expect(container.textContent).toBe('Delete "Night drive" of Kim? Kim keeps a copy.');
    expect([...container.querySelectorAll('[translate="no"]')].map((e) => e.textContent)).toEqual([
      'Night drive',
      'Kim',
      'Kim',
    ]);
  });

  it('prefers the longer of two typed texts that start at the same place', () => {
    expect(html(withTyped('Delete Lab PC 2?', 'Lab PC', 'Lab PC 2'))).toBe(
      '<p>Delete <span translate="no">Lab PC 2</span>?</p>',
    );
  });

  it('gives the plain sentence when nothing typed is in it', () => {
    expect(withTyped('Delete it?', '', undefined, 'absent')).toBe('Delete it?');
    expect(html(withTyped('Delete it?', 'absent'))).toBe('<p>Delete it?</p>');
  });
});
