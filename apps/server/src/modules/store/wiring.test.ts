import { describe, expect, it } from 'vitest';
import { type WiredMember, checkWiring, wiringFails } from './wiring';

const CLOUD = 'sensor_msgs/msg/PointCloud2';
const POSE = 'geometry_msgs/msg/PoseWithCovarianceStamped';
const port = (topic: string, type: string) => ({ topic, type, description: '' });
const member = (
  name: string,
  inputs: Array<[string, string]>,
  outputs: Array<[string, string]>,
): WiredMember => ({
  name,
  interface: {
    inputs: inputs.map(([topic, type]) => port(topic, type)),
    outputs: outputs.map(([topic, type]) => port(topic, type)),
  },
});

const driver = member('lidar', [], [['/points', CLOUD]]);
const localizer = member('ndt', [['/points', CLOUD]], [['/pose', POSE]]);

describe('wiring check', () => {
  it('finds the one producer of an input of the same type', () => {
    expect(checkWiring([driver, localizer], [])).toEqual([
      {
        member: 'ndt',
        topic: '/points',
        type: CLOUD,
        status: 'ok',
        producers: ['lidar'],
        message: null,
      },
    ]);
  });

  it('says no_producer for an input nobody publishes, external when the combo says so', () => {
    const [missing] = checkWiring([localizer], []);
    expect(missing).toMatchObject({ status: 'no_producer', producers: [] });
    expect(missing!.message).toBe(
      'ndt reads /points (sensor_msgs/msg/PointCloud2), and no member publishes it. Add a member that does, or mark the topic external.',
    );
    expect(checkWiring([localizer], ['/points'])).toEqual([
      {
        member: 'ndt',
        topic: '/points',
        type: CLOUD,
        status: 'external',
        producers: [],
        message: null,
      },
    ]);
  });

  it('says type_mismatch when the topic is published with another type only', () => {
    const wrong = member('camera', [], [['/points', 'sensor_msgs/msg/Image']]);
    const [entry] = checkWiring([wrong, localizer], []);
    expect(entry).toMatchObject({ status: 'type_mismatch', producers: ['camera'] });
    expect(entry!.message).toBe(
      'ndt reads /points (sensor_msgs/msg/PointCloud2), but camera publishes sensor_msgs/msg/Image.',
    );
  });

  it('says several_producers when two members publish the topic', () => {
    const bridge = member('carla', [], [['/points', CLOUD]]);
    const [entry] = checkWiring([driver, bridge, localizer], []);
    expect(entry).toMatchObject({ status: 'several_producers', producers: ['lidar', 'carla'] });
    expect(entry!.message).toBe(
      'ndt reads /points (sensor_msgs/msg/PointCloud2) from one publisher, but lidar and carla publish it.',
    );
    // A produced topic stays produced even when also declared external.
    expect(checkWiring([driver, localizer], ['/points'])[0]!.status).toBe('ok');
  });

  it('does not count a member as its own producer, and lists every input in order', () => {
    const filter = member('filter', [['/points', CLOUD]], [['/points', CLOUD]]);
    const entries = checkWiring(
      [
        filter,
        member(
          'two',
          [
            ['/a', POSE],
            ['/points', CLOUD],
          ],
          [],
        ),
      ],
      [],
    );
    expect(entries.map((entry) => [entry.member, entry.topic, entry.status])).toEqual([
      ['filter', '/points', 'no_producer'],
      ['two', '/a', 'no_producer'],
      ['two', '/points', 'ok'],
    ]);
    expect(wiringFails(entries)).toBe(true);
    expect(wiringFails(checkWiring([driver, localizer], []))).toBe(false);
  });
});
