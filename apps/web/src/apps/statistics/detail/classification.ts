import type { Category, RecordCategories } from '@ads/contract';
import { i18n } from '../../../lib/i18n';
import { categoryName, categoryValue } from '../category-text';

/** What the classification editor changes: one value per category key, and free tags. */
export interface Classification {
  categories: RecordCategories;
  tags: string[];
}

export const MAX_TAGS = 20;
export const MAX_TAG_LENGTH = 40;

/** Tags compare without case or surrounding spaces: `Night ` and `night` are one tag. */
const tagKey = (tag: string) => tag.trim().toLowerCase();

/** The tags with `tag` added, unless it is empty, too long or already there. */
export function addTag(tags: string[], tag: string): string[] {
  const clean = tag.trim();
  if (!clean || clean.length > MAX_TAG_LENGTH) return tags;
  if (tags.some((item) => tagKey(item) === tagKey(clean))) return tags;
  return [...tags, clean];
}

/** Why a tag cannot be added, or null when it can. */
export function tagProblem(tags: string[], tag: string): string | null {
  const clean = tag.trim();
  if (!clean) return null;
  if (clean.length > MAX_TAG_LENGTH) {
    return i18n.t('statistics:classification.tooLong', { max: MAX_TAG_LENGTH });
  }
  if (tags.some((item) => tagKey(item) === tagKey(clean))) {
    return i18n.t('statistics:classification.duplicate');
  }
  if (tags.length >= MAX_TAGS)
    return i18n.t('statistics:classification.tooMany', { max: MAX_TAGS });
  return null;
}

/**
 * The classification with the index's suggestions applied: suggested categories replace the
 * current values of their keys (the user asked for them), suggested tags are added.
 */
export function applySuggestions(
  current: Classification,
  suggested: Classification,
): Classification {
  let tags = current.tags;
  for (const tag of suggested.tags) if (tags.length < MAX_TAGS) tags = addTag(tags, tag);
  return { categories: { ...current.categories, ...suggested.categories }, tags };
}

/** Whether applying the suggestions would change anything. */
export function suggestionsPending(current: Classification, suggested: Classification): boolean {
  const applied = applySuggestions(current, suggested);
  return !sameClassification(applied, current);
}

export function sameClassification(a: Classification, b: Classification): boolean {
  const keys = new Set([...Object.keys(a.categories), ...Object.keys(b.categories)]);
  for (const key of keys) if ((a.categories[key] ?? '') !== (b.categories[key] ?? '')) return false;
  return a.tags.length === b.tags.length && a.tags.every((tag, index) => tag === b.tags[index]);
}

/** Only keys and values the studio knows, and no empty choices: what the server accepts. */
export function cleanCategories(categories: RecordCategories, known: Category[]): RecordCategories {
  return Object.fromEntries(
    Object.entries(categories).filter(([key, value]) =>
      known.some((category) => category.key === key && category.values.includes(value)),
    ),
  );
}

/** A category value as the page names it, in its language, e.g. `Time of day: Night`. */
export function describeCategory(known: Category[], key: string, value: string): string {
  const category = known.find((item) => item.key === key);
  const name = category ? categoryName(category) : key.replace(/_/g, ' ');
  return `${name}: ${categoryValue(key, value)}`;
}
