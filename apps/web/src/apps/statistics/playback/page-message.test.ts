import { describe, expect, it } from 'vitest';
import { WHOLE_TYPED, forPage, isTypedPreview } from './page-message';
import { rawTree } from './raw-tree';

const more = (n: number) => `${n} more`;

/** A PointCloud2 as the CDR decoder gives it: its bytes a view of the decompressed chunk. */
function cloudMessage() {
  const chunk = new Uint8Array(1_600_000 + 64);
  for (let i = 0; i < chunk.length; i += 1) chunk[i] = i % 251;
  return {
    header: { stamp: { sec: 12, nanosec: 5 }, frame_id: 'lidar' },
    height: 1,
    width: 100_000,
    fields: [{ name: 'x', offset: 0, datatype: 7, count: 1 }],
    point_step: 16,
    data: chunk.subarray(64),
    covariance: new Float64Array(36).fill(0.5),
  };
}

describe('a message as it crosses to the page', () => {
  it('sends a long typed array as a preview the raw panel shows as it showed the array', () => {
    const message = cloudMessage();
    const page = forPage(message) as ReturnType<typeof cloudMessage> & { data: unknown };
    expect(isTypedPreview(page.data)).toBe(true);
    // What is cloned for the page: a few hundred bytes, not the chunk's 1.6 MB buffer.
    expect(JSON.stringify(page.data).length).toBeLessThan(200);
    expect(rawTree('/lidar', page, more)).toEqual(rawTree('/lidar', message, more));
    expect(rawTree('/lidar', page, more).children!.find((n) => n.key === 'data')!.text).toBe(
      'Uint8Array(1600000) [64, 65, 66, 67, 68, 69, 70, 71, …]',
    );
  });

  it('keeps the rest as it is: short typed arrays whole, numbers where the plot reads them', () => {
    const message = cloudMessage();
    const page = forPage(message) as ReturnType<typeof cloudMessage>;
    expect(page.covariance).toBe(message.covariance);
    expect(page.header).toBe(message.header);
    expect(page.width).toBe(100_000);
    expect(message.data.length).toBe(1_600_000);
    const short = { ranges: new Float32Array(WHOLE_TYPED), list: [1, { v: 2 }] };
    expect(forPage(short)).toBe(short);
    const nested = { scans: [{ ranges: new Float32Array(WHOLE_TYPED + 1) }] };
    const sent = forPage(nested) as { scans: Array<{ ranges: unknown }> };
    expect(sent.scans[0]!.ranges).toEqual({
      $typed: 'Float32Array',
      length: WHOLE_TYPED + 1,
      head: [0, 0, 0, 0, 0, 0, 0, 0],
    });
    expect(nested.scans[0]!.ranges).toBeInstanceOf(Float32Array);
  });

  it('gives a short typed array cut out of a chunk a buffer of its own, the chunk staying behind', () => {
    // The session gives the worker its messages as decoded (views of the chunk's bytes), and
    // posting a view clones its whole buffer.
    const chunk = new Float64Array(200_000);
    chunk.set([1, 2, 3], 10);
    const message = { covariance: chunk.subarray(10, 46), raw: new DataView(chunk.buffer, 80, 24) };
    const page = forPage(message) as { covariance: Float64Array; raw: Uint8Array };
    expect(page.covariance.buffer.byteLength).toBe(36 * 8);
    expect([...page.covariance.subarray(0, 4)]).toEqual([1, 2, 3, 0]);
    expect(page.raw.buffer.byteLength).toBe(24);
    expect(page.raw).toEqual(new Uint8Array(chunk.buffer, 80, 24));
    expect(structuredClone(page).covariance.buffer.byteLength).toBe(36 * 8);
  });
});
