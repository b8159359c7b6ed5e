import { beforeEach, describe, expect, it } from 'vitest';
import { useLauncherSelection } from './selection-store';

const state = () => useLauncherSelection.getState();

describe('launcher selection (spec: selected-modules and choices states)', () => {
  beforeEach(() => useLauncherSelection.setState({ selected: [], choices: {} }));

  it('keeps the ticked modules in the order they were chosen, each with its choice', () => {
    state().toggle('lidar-driver', { version: '2.1.0' });
    state().toggle('object-detection', { version: '0.9.0' });
    expect(state().selected).toEqual(['lidar-driver', 'object-detection']);
    expect(state().choices).toEqual({
      'lidar-driver': { version: '2.1.0' },
      'object-detection': { version: '0.9.0' },
    });
  });

  it('forgets a module and its choice when it is unticked', () => {
    state().toggle('lidar-driver', { version: '2.1.0' });
    state().toggle('object-detection', { version: '0.9.0' });
    state().toggle('lidar-driver', { version: '2.1.0' });
    expect(state().selected).toEqual(['object-detection']);
    expect(state().choices).toEqual({ 'object-detection': { version: '0.9.0' } });
  });
});
