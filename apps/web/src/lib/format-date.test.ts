import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from './i18n';
import { formatDate, formatDateTime } from './format-date';

describe('dates', () => {
  it("shows times in the viewer's zone, seconds included", () => {
    const local = new Date(2024, 5, 3, 9, 5, 7);
    expect(formatDateTime(local.toISOString())).toBe('2024-06-03 09:05:07');
    expect(formatDateTime(null)).toBe('—');
    expect(formatDateTime('not a time')).toBe('—');
  });

  it("shows a day in the viewer's zone as YYYY-MM-DD", () => {
    expect(formatDate(new Date(2024, 11, 31, 23, 59).toISOString())).toBe('2024-12-31');
  });
});

describe('dates in Korean', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('writes a day and a time as Korean does', async () => {
    await i18n.changeLanguage('ko');
    expect(formatDate(new Date(2024, 11, 31, 23, 59).toISOString())).toBe('2024. 12. 31.');
    expect(formatDateTime(new Date(2024, 5, 3, 9, 5, 7).toISOString())).toBe(
      '2024. 06. 03. 09:05:07',
    );
    expect(formatDateTime(null)).toBe('—');
  });
});
