import { describe, expect, it } from 'vitest';
import { metric, percent, statusText } from './format';

describe('benchmark figures as shown', () => {
  it('prints metrics with four decimals and a dash when not computed', () => {
    expect(metric(0.73314)).toBe('0.7331');
    expect(metric(null)).toBe('—');
    expect(metric(Number.NaN)).toBe('—');
    expect(percent(0.6123)).toBe('61.2 %');
  });

  it('names a job’s state with its progress', () => {
    expect(statusText('running', 0.42)).toBe('Evaluating 42 %');
    expect(statusText('importing', 0.1)).toBe('Importing 10 %');
    expect(statusText('queued', 0)).toBe('Queued');
    expect(statusText('failed', 0.3)).toBe('Failed');
  });
});
