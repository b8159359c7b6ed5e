import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { oneTagged } from './one-tagged';

const html = (node: React.ReactNode) => render(<p>{node}</p>).container.innerHTML;

describe('oneTagged', () => {
  it('draws the tagged part inside the element, the rest as text', () => {
    expect(html(oneTagged('Welcome, <0>Ada</0>!', <span translate="no" />))).toBe(
      '<p>Welcome, <span translate="no">Ada</span>!</p>',
    );
    expect(html(oneTagged('<0>3</0> of 9 apps', <strong />))).toBe(
      '<p><strong>3</strong> of 9 apps</p>',
    );
  });

  it('shows a typed name as typed, tags and markup included', () => {
    expect(html(oneTagged('Hi <0>a</0><0>b<i></0>', <b />))).toBe(
      '<p>Hi <b>a&lt;/0&gt;&lt;0&gt;b&lt;i&gt;</b></p>',
    );
  });

  it('a sentence without its tag is shown whole', () => {
    expect(html(oneTagged('No tag here', <b />))).toBe('<p>No tag here</p>');
    expect(html(oneTagged('Broken </0> and <0>', <b />))).toBe(
      '<p>Broken &lt;/0&gt; and &lt;0&gt;</p>',
    );
  });
});
