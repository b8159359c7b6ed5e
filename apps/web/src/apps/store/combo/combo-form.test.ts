import type { AlgorithmVersion, RosInterface } from '@ads/contract';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_MEMBER,
  type MemberDraft,
  comboBodyOf,
  openInputs,
  rowOfSentMember,
} from './combo-form';

function version(number: string, face: Partial<RosInterface>): AlgorithmVersion {
  return {
    version: number,
    image: null,
    archive: null,
    platforms: ['linux/amd64'],
    ros_distro: 'humble',
    gpu: false,
    interface: { inputs: [], outputs: [], parameters: [], ...face },
    run: ['node', 'main.js'],
    changelog: '',
    published_by: null,
    published_at: '2025-01-01T00:00:00.000Z',
    yanked: false,
    yank_reason: null,
    installs: 0,
  };
}

const port = (topic: string, type = 'sensor_msgs/msg/PointCloud2') => ({
  topic,
  type,
  description: '',
});

function member(id: number, name: string, face: Partial<RosInterface>): MemberDraft {
  return {
    algorithm: { id, name, title: name },
    versions: [version('1.0.0', face)],
    version: '1.0.0',
    overrides: {},
  };
}

describe('combo form', () => {
  it('lists the inputs no chosen member produces, with who consumes them', () => {
    const members = [
      member(1, 'lidar-driver', {
        inputs: [port('/sensing/lidar/raw')],
        outputs: [port('/points')],
      }),
      member(2, 'ndt', {
        inputs: [port('/points'), port('/gnss/fix', 'sensor_msgs/msg/NavSatFix')],
      }),
      member(3, 'centerpoint', { inputs: [port('/points'), port('/sensing/lidar/raw')] }),
      EMPTY_MEMBER,
    ];
    expect(openInputs(members)).toEqual([
      {
        topic: '/sensing/lidar/raw',
        type: 'sensor_msgs/msg/PointCloud2',
        consumers: ['lidar-driver', 'centerpoint'],
      },
      { topic: '/gnss/fix', type: 'sensor_msgs/msg/NavSatFix', consumers: ['ndt'] },
    ]);
  });

  it('builds the body: chosen rows only, overrides read by their types, inputs deduplicated', () => {
    const ndt = member(2, 'ndt', {
      parameters: [
        { name: 'resolution', type: 'double', default: 2, description: '' },
        { name: 'use_gnss', type: 'bool', default: false, description: '' },
        { name: 'frames', type: 'string_array', default: ['map'], description: '' },
        { name: 'kept', type: 'int', default: 1, description: '' },
      ],
    });
    ndt.overrides = { resolution: '1.5', use_gnss: 'true', frames: 'map, base_link', kept: '  ' };
    const body = comboBodyOf({
      name: ' mini ',
      title: 'Mini',
      summary: '',
      version: '1.0.0',
      members: [EMPTY_MEMBER, ndt],
      external: ['/gnss/fix', ' /gnss/fix ', ''],
    });
    expect(body).toEqual({
      name: 'mini',
      title: 'Mini',
      summary: '',
      version: '1.0.0',
      members: [
        {
          algorithm: 'ndt',
          version: '1.0.0',
          parameters: { resolution: 1.5, use_gnss: true, frames: ['map', 'base_link'] },
        },
      ],
      external_inputs: ['/gnss/fix'],
    });
  });

  it('finds the row of a member the server names by its place in the body', () => {
    const rows = [EMPTY_MEMBER, member(1, 'a', {}), EMPTY_MEMBER, member(2, 'b', {})];
    expect(rowOfSentMember(rows, 0)).toBe(1);
    expect(rowOfSentMember(rows, 1)).toBe(3);
    expect(rowOfSentMember(rows, 2)).toBe(-1);
  });
});
