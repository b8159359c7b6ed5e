import { CATEGORIES } from '../../files/categories';
import { badRequest } from '../../http/errors';

/**
 * Checks a classification against the categories of `/api/file/category`: every key must be a
 * category and every value one of its values. The error names the first bad one and what
 * would be right, so the person can fix it.
 */
export function checkCategories(categories: Record<string, string>): Record<string, string> {
  const checked: Record<string, string> = {};
  for (const [key, value] of Object.entries(categories)) {
    const category = CATEGORIES.find((each) => each.key === key);
    if (!category) {
      const keys = CATEGORIES.map((each) => each.key).join(', ');
      throw badRequest(`There is no category "${key}". Categories are: ${keys}.`, {
        [`categories.${key}`]: 'Unknown category.',
      });
    }
    if (!category.values.includes(value)) {
      throw badRequest(
        `"${value}" is not a value of ${category.name}. Choose one of: ${category.values.join(', ')}.`,
        { [`categories.${key}`]: `Not a value of ${category.name}.` },
      );
    }
    checked[key] = value;
  }
  return checked;
}

/** Tags as typed, without repeats (compared ignoring case), in their first order. */
export function cleanTags(tags: string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const tag of tags) {
    const folded = tag.toLowerCase();
    if (seen.has(folded)) continue;
    seen.add(folded);
    out.push(tag);
  }
  return out;
}

/** `key:value` of the list filter, split at the first colon. */
export function parseCategoryFilter(text: string | undefined) {
  if (!text) return undefined;
  const at = text.indexOf(':');
  return { key: text.slice(0, at), value: text.slice(at + 1) };
}
