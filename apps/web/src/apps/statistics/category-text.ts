import { i18n } from '../../lib/i18n';

/*
 * The categories and their values are the server's (English, stored as they are); a page shows
 * them in its language (issue 30). One the catalogue does not know shows as stored.
 */

/** A category's name in the language shown, e.g. `Time of day` / `시간대`. */
export function categoryName(category: { key: string; name: string }): string {
  return i18n.t(`categories.${category.key}.name` as never, {
    ns: 'statistics',
    defaultValue: category.name,
  });
}

/** A category's value in the language shown, e.g. `Night` / `야간`; the stored value is kept. */
export function categoryValue(key: string, value: string): string {
  return i18n.t(`categories.${key}.values.${value}` as never, {
    ns: 'statistics',
    defaultValue: value,
  });
}
