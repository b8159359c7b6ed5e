import type {
  Algorithm,
  AlgorithmBody,
  ModuleCategory,
  UpdateAlgorithmBody,
  UserRef,
} from '@ads/contract';

/** The publish / edit form as typed: text as it stands, turned into a body on submit. */
export interface AlgorithmDraft {
  name: string;
  title: string;
  summary: string;
  category: ModuleCategory | '';
  /** Comma- or space-separated. */
  tags: string;
  license: string;
  maintainers: UserRef[];
  readme: string;
  source_url: string;
}

export const EMPTY_ALGORITHM: AlgorithmDraft = {
  name: '',
  title: '',
  summary: '',
  category: '',
  tags: '',
  license: 'Apache-2.0',
  maintainers: [],
  readme: '',
  source_url: '',
};

export const ALGORITHM_FIELDS = [
  'name',
  'title',
  'summary',
  'category',
  'tags',
  'license',
  'maintainers',
  'readme',
  'source_url',
] as const;

export function draftOfAlgorithm(algorithm: Algorithm): AlgorithmDraft {
  return {
    name: algorithm.name,
    title: algorithm.title,
    summary: algorithm.summary,
    category: algorithm.category,
    tags: algorithm.tags.join(', '),
    license: algorithm.license,
    maintainers: algorithm.maintainers,
    readme: algorithm.readme,
    source_url: algorithm.source_url ?? '',
  };
}

/** Tags as the server keeps them: lower case, no repeats, in the order typed. */
export function tagsOf(text: string): string[] {
  const tags = text
    .split(/[\s,]+/)
    .map((tag) => tag.trim().toLowerCase().replace(/^#/, ''))
    .filter(Boolean);
  return [...new Set(tags)];
}

/**
 * A name suggested from a title (`Lidar CenterPoint 3D` → `lidar-centerpoint-3d`) while the
 * name has not been typed: lower-case letters, digits and dashes, starting with a letter.
 */
export function nameFromTitle(title: string): string {
  return (
    title
      .toLowerCase()
      .normalize('NFKD')
      // Accents come apart from their letters under NFKD: the marks go, the letters stay.
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^[^a-z]+/, '')
      .replace(/-+$/, '')
      .slice(0, 63)
      .replace(/-+$/, '')
  );
}

/**
 * The body of a new algorithm. A missing category is left out, so the server names the field;
 * everything else is sent as typed (trimmed) for the server to judge.
 */
export function algorithmBodyOf(draft: AlgorithmDraft): AlgorithmBody {
  return {
    name: draft.name.trim(),
    title: draft.title.trim(),
    summary: draft.summary.trim(),
    category: (draft.category || undefined) as ModuleCategory,
    tags: tagsOf(draft.tags),
    license: draft.license.trim(),
    maintainers: draft.maintainers.map((user) => user.id),
    readme: draft.readme,
    source_url: draft.source_url.trim() || null,
  };
}

/** Only what changed, for PATCH (the name is fixed once published). */
export function algorithmChangesOf(
  algorithm: Algorithm,
  draft: AlgorithmDraft,
): UpdateAlgorithmBody {
  const body = algorithmBodyOf(draft);
  const changes: UpdateAlgorithmBody = {};
  if (body.title !== algorithm.title) changes.title = body.title;
  if (body.summary !== algorithm.summary) changes.summary = body.summary;
  if (body.category !== algorithm.category) changes.category = body.category;
  if (body.tags!.join(',') !== algorithm.tags.join(',')) changes.tags = body.tags;
  if (body.license !== algorithm.license) changes.license = body.license;
  const maintainers = algorithm.maintainers.map((user) => user.id);
  if (body.maintainers!.join(',') !== maintainers.join(',')) changes.maintainers = body.maintainers;
  if (body.readme !== algorithm.readme) changes.readme = body.readme;
  if (body.source_url !== algorithm.source_url) changes.source_url = body.source_url;
  return changes;
}
