/*
 * Turning edits in the tag table into the model's patches (`null` removes a key). A key is
 * renamed by removing the old one and setting the new; an edit that changes nothing is none.
 */

export type TagPatch = Record<string, string | null>;

export function renameKeyPatch(
  tags: Readonly<Record<string, string>>,
  oldKey: string,
  newKey: string,
): TagPatch | string | null {
  const key = newKey.trim();
  if (key === oldKey) return null;
  if (!key) return 'A tag needs a key.';
  if (Object.hasOwn(tags, key)) return `There is already a tag "${key}".`;
  return { [oldKey]: null, [key]: tags[oldKey] ?? '' };
}

export function setValuePatch(
  tags: Readonly<Record<string, string>>,
  key: string,
  value: string,
): TagPatch | null {
  return Object.hasOwn(tags, key) && tags[key] === value ? null : { [key]: value };
}

export function addTagPatch(
  tags: Readonly<Record<string, string>>,
  key: string,
  value: string,
): TagPatch | string {
  const trimmed = key.trim();
  if (!trimmed) return 'A tag needs a key.';
  if (Object.hasOwn(tags, trimmed))
    return `There is already a tag "${trimmed}"; change its value instead.`;
  return { [trimmed]: value };
}
