import type { Pc, Project } from '@ads/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { useMainOptions } from '../../lib/options-store';
import { pcRemoved, projectChanged, projectRemoved } from './selection';

const pc = (id: number): Pc => ({ id, name: `PC ${id}`, token: `t${id}`, created_at: '' });
const project = (id: number, title: string, pcs: Pc[] = []): Project => ({
  id,
  title,
  vehicle: '',
  user_id: 1,
  pc: pcs,
  created_at: '',
  updated_at: '',
});

const chosen = () => useMainOptions.getState().project;

beforeEach(() => useMainOptions.getState().setProject(project(1, 'Shuttle', [pc(5), pc(6)])));

describe('the chosen project stays in step with this page', () => {
  it('takes the new title when it is renamed', () => {
    projectChanged(project(1, 'Shuttle v2', [pc(5), pc(6)]));
    expect(chosen()?.title).toBe('Shuttle v2');
  });

  it('is left alone when another project changes or is deleted', () => {
    projectChanged(project(2, 'Truck'));
    projectRemoved(2);
    expect(chosen()?.title).toBe('Shuttle');
  });

  it('is cleared when it is deleted', () => {
    projectRemoved(1);
    expect(chosen()).toBeNull();
  });

  it('loses a PC that is deleted', () => {
    pcRemoved(5);
    expect(chosen()?.pc.map((p) => p.id)).toEqual([6]);
  });
});
