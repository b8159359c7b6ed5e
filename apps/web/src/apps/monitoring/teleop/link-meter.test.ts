import { describe, expect, it } from 'vitest';
import { LinkMeter, median } from './link-meter';

describe('the round trip and loss meter', () => {
  it('measures round trips from the echoes: the last one and the median', () => {
    const meter = new LinkMeter();
    meter.sent(1, 0);
    meter.sent(2, 50);
    meter.sent(3, 100);
    expect(meter.echoed(1, 30)).toBe(true);
    expect(meter.echoed(2, 60)).toBe(true);
    expect(meter.echoed(3, 190)).toBe(true);
    expect(meter.read(200)).toEqual({ lastMs: 90, p50Ms: 30, lossPercent: 0, sent: 3 });
  });

  it('counts a command without an echo in time as lost, and ignores its late echo', () => {
    const meter = new LinkMeter({ window: 100, lostAfterMs: 1_000 });
    for (let seq = 1; seq <= 4; seq += 1) meter.sent(seq, seq * 50);
    meter.echoed(1, 80);
    meter.echoed(2, 120);
    // Not yet decided: commands 3 and 4 may still be answered.
    expect(meter.read(500).lossPercent).toBe(0);
    // Command 3 (sent at 150) is past its second; command 4 (sent at 200) is not yet.
    expect(meter.read(1_199).lossPercent).toBeCloseTo(100 / 3);
    expect(meter.read(1_300).lossPercent).toBe(50);
    expect(meter.echoed(3, 1_400)).toBe(false);
    expect(meter.read(1_400).lossPercent).toBe(50);
  });

  it('an echo that comes too late is lost too, and unknown echoes change nothing', () => {
    const meter = new LinkMeter({ window: 100, lostAfterMs: 1_000 });
    meter.sent(1, 0);
    expect(meter.echoed(1, 1_500)).toBe(false);
    expect(meter.echoed(99, 10)).toBe(false);
    expect(meter.read(1_600)).toMatchObject({ lossPercent: 100, lastMs: null, p50Ms: null });
  });

  it('covers only the recent window', () => {
    const meter = new LinkMeter({ window: 4, lostAfterMs: 100 });
    meter.sent(1, 0);
    meter.sent(2, 0);
    meter.read(1_000);
    for (let seq = 3; seq <= 6; seq += 1) {
      meter.sent(seq, 1_000);
      meter.echoed(seq, 1_010);
    }
    expect(meter.read(1_020).lossPercent).toBe(0);
    expect(new LinkMeter().read(0)).toEqual({
      lastMs: null,
      p50Ms: null,
      lossPercent: null,
      sent: 0,
    });
  });

  it('takes the middle of the values', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNull();
  });
});
