import type { ComboMember, WiringEntry } from '@ads/contract';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInShell } from '../../../shell/topbar/test-utils';
import { createAppTheme } from '../../../theme';
import { WiringGraph } from './WiringGraph';
import { loadStoreText } from '../test-text';

loadStoreText();

afterEach(cleanup);

const member = (name: string): ComboMember => ({
  algorithm: { id: 1, name, title: name },
  version: '1.0.0',
  parameters: {},
  yanked: false,
  interface: { inputs: [], outputs: [], parameters: [] },
});

const entry = (
  of: string,
  topic: string,
  status: WiringEntry['status'],
  producers: string[] = [],
): WiringEntry => ({
  member: of,
  topic,
  type: 'std_msgs/msg/String',
  status,
  producers,
  message: status === 'ok' || status === 'external' ? null : 'wrong',
});

describe('WiringGraph', () => {
  it('draws members, external inputs and errors, the errors in red', () => {
    const red = createAppTheme(false).palette.error.main;
    const { container } = renderInShell(
      <WiringGraph
        members={[member('driver'), member('tracker')]}
        wiring={[
          entry('driver', '/raw', 'external'),
          entry('tracker', '/points', 'ok', ['driver']),
          entry('tracker', '/gnss', 'no_producer'),
        ]}
      />,
    );
    const graph = screen.getByRole('img', {
      name: 'Wiring of 2 members: 3 connections, 1 error',
    });
    expect(graph).toHaveAttribute('data-errors', '1');
    const nodes = [...container.querySelectorAll('[data-node]')].map((node) =>
      node.getAttribute('data-node'),
    );
    expect(nodes).toEqual(['#external', '#missing', 'driver', 'tracker']);
    const stroke = (status: string) =>
      container.querySelector(`path[data-status="${status}"]`)?.getAttribute('stroke');
    expect(stroke('no_producer')).toBe(red);
    expect(stroke('ok')).not.toBe(red);
    expect(stroke('external')).not.toBe(red);
    expect(container.querySelector('[data-node="tracker"] rect')?.getAttribute('stroke')).toBe(red);
    // Every wired input is labelled with its topic.
    const labels = [...container.querySelectorAll('text')].map((text) => text.textContent);
    expect(labels).toEqual(expect.arrayContaining(['/raw', '/points', '/gnss']));
  });
});
