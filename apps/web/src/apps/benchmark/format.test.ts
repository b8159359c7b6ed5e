import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { type BenchT, className, metric, percent, statusText } from './format';

let en: BenchT;
let ko: BenchT;
beforeAll(async () => {
  await i18n.loadLanguages(['en', 'ko']);
  await i18n.loadNamespaces('benchmark');
  en = i18n.getFixedT('en', 'benchmark');
  ko = i18n.getFixedT('ko', 'benchmark');
});

describe('benchmark figures as shown', () => {
  it('prints metrics with four decimals and a dash when not computed', () => {
    expect(metric(0.73314)).toBe('0.7331');
    expect(metric(null)).toBe('—');
    expect(metric(Number.NaN)).toBe('—');
    expect(percent(0.6123)).toBe('61.2 %');
  });

  it('names a job’s state with its progress', () => {
    expect(statusText('running', 0.42, en)).toBe('Evaluating 42 %');
    expect(statusText('importing', 0.1, en)).toBe('Importing 10 %');
    expect(statusText('queued', 0, en)).toBe('Queued');
    expect(statusText('failed', 0.3, en)).toBe('Failed');
    expect(statusText('running', 0.42, ko)).toBe('평가 중 42 %');
  });

  it('names the known classes in the language shown and keeps a dataset’s own codes', () => {
    expect(className('car', en)).toBe('Car');
    expect(className('pedestrian', ko)).toBe('보행자');
    expect(className('truck', ko)).toBe('Truck');
  });
});
