import type { Category } from '@ads/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import {
  MAX_TAGS,
  addTag,
  applySuggestions,
  cleanCategories,
  describeCategory,
  sameClassification,
  suggestionsPending,
  tagProblem,
} from './classification';

const CATEGORIES: Category[] = [
  { key: 'weather', name: 'Weather', values: ['Clear', 'Rain'] },
  { key: 'time_of_day', name: 'Time of day', values: ['Day', 'Night'] },
];

// The words come from the app's catalogue, which its pages load before they render.
beforeAll(() => i18n.loadNamespaces('statistics'));

describe('record classification', () => {
  it('adds a tag once, trimmed, whatever its case', () => {
    expect(addTag(['night'], '  rain ')).toEqual(['night', 'rain']);
    expect(addTag(['night'], 'Night')).toEqual(['night']);
    expect(addTag(['night'], '   ')).toEqual(['night']);
    expect(addTag([], 'x'.repeat(41))).toEqual([]);
  });

  it('says why a tag cannot be added', () => {
    expect(tagProblem([], 'ok')).toBeNull();
    expect(tagProblem(['ok'], 'OK')).toBe('This tag is there already.');
    expect(tagProblem([], 'x'.repeat(41))).toBe('A tag has at most 40 characters.');
    const full = Array.from({ length: MAX_TAGS }, (_, index) => `t${index}`);
    expect(tagProblem(full, 'one more')).toBe(`At most ${MAX_TAGS} tags.`);
  });

  it('applies suggestions over the chosen values and adds suggested tags', () => {
    const current = { categories: { weather: 'Rain', time_of_day: 'Day' }, tags: ['gnss'] };
    const suggested = { categories: { time_of_day: 'Night' }, tags: ['gnss', 'lidar'] };
    expect(applySuggestions(current, suggested)).toEqual({
      categories: { weather: 'Rain', time_of_day: 'Night' },
      tags: ['gnss', 'lidar'],
    });
    expect(suggestionsPending(current, suggested)).toBe(true);
    expect(suggestionsPending(applySuggestions(current, suggested), suggested)).toBe(false);
  });

  it('compares classifications by value', () => {
    const a = { categories: { weather: 'Rain' }, tags: ['x'] };
    expect(sameClassification(a, { categories: { weather: 'Rain' }, tags: ['x'] })).toBe(true);
    expect(sameClassification(a, { categories: {}, tags: ['x'] })).toBe(false);
    expect(sameClassification(a, { categories: { weather: 'Rain' }, tags: ['x', 'y'] })).toBe(
      false,
    );
  });

  it('sends only known keys and values', () => {
    expect(
      cleanCategories({ weather: 'Rain', time_of_day: 'Noon', mood: 'Happy' }, CATEGORIES),
    ).toEqual({ weather: 'Rain' });
  });

  it('names a category value for people', () => {
    expect(describeCategory(CATEGORIES, 'time_of_day', 'Night')).toBe('Time of day: Night');
    expect(describeCategory(CATEGORIES, 'road_type', 'Highway')).toBe('road type: Highway');
  });

  it('names categories and says why a tag cannot be added in Korean, keeping stored values', async () => {
    await i18n.changeLanguage('ko');
    try {
      expect(describeCategory(CATEGORIES, 'time_of_day', 'Night')).toBe('시간대: 야간');
      // A value the catalogue does not know shows as stored.
      expect(describeCategory(CATEGORIES, 'weather', 'Hail')).toBe('날씨: Hail');
      expect(tagProblem(['ok'], 'OK')).toBe('이미 있는 태그입니다.');
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
