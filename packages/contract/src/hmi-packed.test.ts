import { describe, expect, it } from 'vitest';
import { type DetectedObject, type VehiclePlanning, packCloud, unpackCloud } from './hmi';
import {
  HmiWatchRequest,
  cloudDeltas,
  cloudFromDeltas,
  packCloudDeltas,
  packObjects,
  packPlanning,
  readPlanning,
  unpackCloudDeltas,
  unpackObjects,
} from './hmi-packed';

const objects: DetectedObject[] = [
  {
    id: 'car-1',
    class: 'CAR',
    lat: 37.2412345,
    lon: 126.7712345,
    heading: 123.456789,
    length: 4.5,
    width: 1.8,
    height: 1.5,
    speed: 8.123,
  },
  {
    id: 'ped-2',
    class: 'PEDESTRIAN',
    lat: 37.2410001,
    lon: 126.7719999,
    heading: 359.99,
    length: 0.6,
    width: 0.6,
    height: 1.7,
    speed: -1.3,
  },
];

const plan: VehiclePlanning = {
  seq: 3,
  stamp: 1000,
  map: null,
  localization: 'INITIALIZED',
  route_state: 'SET',
  route: null,
  remaining: null,
  trajectory: [[37.24, 126.77, 8]],
  objects,
  traffic_lights: [],
  velocity_factors: [],
  turn_signal: 'NONE',
  recording: null,
};

describe('the HMI feed packed', () => {
  it('sends objects as rows and reads them back to the centimetre and the hundredth degree', () => {
    const rows = packObjects(objects);
    expect(rows.rows[1]![1]).toBe(7);
    const back = unpackObjects(rows);
    expect(back.map((o) => [o.id, o.class])).toEqual([
      ['car-1', 'CAR'],
      ['ped-2', 'PEDESTRIAN'],
    ]);
    back.forEach((object, i) => {
      const sent = objects[i]!;
      expect(object.lat).toBeCloseTo(sent.lat, 7);
      expect(object.lon).toBeCloseTo(sent.lon, 7);
      expect(object.heading).toBeCloseTo(sent.heading, 2);
      expect(object.speed).toBeCloseTo(sent.speed, 2);
      expect(object.length).toBe(sent.length);
    });
    expect(JSON.stringify(rows).length).toBeLessThan(JSON.stringify(objects).length / 2);
  });

  it('reads a plan in either form: the spec’s as it is, a packed one with its objects back', () => {
    expect(readPlanning(plan)).toEqual(plan);
    const packed = packPlanning(plan);
    expect(packed.objects).toEqual([]);
    const read = readPlanning(JSON.parse(JSON.stringify(packed)));
    expect(read?.objects.map((o) => o.id)).toEqual(['car-1', 'ped-2']);
    expect(read).not.toHaveProperty('objects_packed');
    expect(readPlanning({ seq: 'no plan' })).toBeNull();
  });

  it('packs a cloud losslessly against the spec’s centimetres, and smaller', async () => {
    const xyz: number[] = [];
    for (let i = 0; i < 2000; i += 1) {
      const a = (i / 2000) * 2 * Math.PI;
      xyz.push(Math.cos(a) * 20 + ((i * 7) % 5) * 0.01, Math.sin(a) * 20, (i % 3) * 0.4 - 300);
    }
    const spec = unpackCloud(packCloud(xyz));
    const { count, bytes } = cloudDeltas(xyz);
    expect(cloudFromDeltas(bytes, count)).toEqual(spec);
    const frame = await packCloudDeltas(xyz);
    expect(frame.count).toBe(2000);
    expect(frame.deltas.byteLength).toBeLessThan(packCloud(xyz).points.length / 4);
    expect(await unpackCloudDeltas(frame)).toEqual(spec);
    // As a browser's socket hands it over.
    const buffer = frame.deltas.slice().buffer;
    expect(await unpackCloudDeltas({ count, deltas: buffer })).toEqual(spec);
  });

  it('reads every varint as the format defines it: long ones, and bytes that end early', () => {
    // The format's definition, read byte by byte in floating point.
    const reference = (bytes: Uint8Array, count: number) => {
      const out = new Float32Array(count * 3);
      let at = 0;
      for (let axis = 0; axis < 3; axis += 1) {
        let value = 0;
        for (let i = 0; i < count && at < bytes.length; i += 1) {
          let zigzag = 0;
          let shift = 0;
          let byte: number;
          do {
            byte = bytes[at++]!;
            zigzag += (byte & 0x7f) * 2 ** shift;
            shift += 7;
          } while (byte & 0x80 && at < bytes.length);
          value += zigzag % 2 === 0 ? zigzag / 2 : -(zigzag + 1) / 2;
          out[i * 3 + axis] = value * 0.01;
        }
      }
      return out;
    };
    // Deltas of the largest size (±655 m steps), varints of 5 and 6 bytes (2^32 and more,
    // which no writer of ours makes), and a last varint cut short.
    const written = cloudDeltas([327.67, -327.68, 0, -327.68, 327.67, 1, 0.01, 0, -0.01]).bytes;
    const long = [0x80, 0x80, 0x80, 0x80, 0x10, 0xff, 0xff, 0xff, 0xff, 0xff, 0x01, 0x81];
    for (const [bytes, count] of [
      [written, 3],
      [new Uint8Array([...written, ...long]), 5],
      [new Uint8Array(long), 2],
    ] as const) {
      expect(cloudFromDeltas(bytes, count)).toEqual(reference(bytes, count));
    }
    expect(cloudFromDeltas(written, 3)[3]).toBeCloseTo(-327.68, 3);
  });

  it('knows a viewer of the packed forms by its request', () => {
    expect(HmiWatchRequest.parse({ packed: true }).packed).toBe(true);
    expect(HmiWatchRequest.parse({}).packed).toBeUndefined();
  });
});
