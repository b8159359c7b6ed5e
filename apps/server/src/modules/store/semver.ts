import { SEMVER_PATTERN } from '@ads/contract';

/** A version by Semantic Versioning 2.0.0: its parts, the pre-release as its identifiers. */
export interface Semver {
  major: number;
  minor: number;
  patch: number;
  /** Dot-separated pre-release identifiers; empty for a release. */
  prerelease: string[];
  /** Build metadata: kept in the text, ignored by precedence. */
  build: string;
}

/** The version's parts, or null when it is not semver (or a part does not fit an integer). */
export function parseSemver(text: string): Semver | null {
  const match = SEMVER_PATTERN.exec(text);
  if (!match) return null;
  const [major, minor, patch] = [match[1], match[2], match[3]].map(Number) as [
    number,
    number,
    number,
  ];
  // The database keeps the parts as 32-bit integers.
  if (![major, minor, patch].every((part) => part <= 2_147_483_647)) return null;
  return {
    major,
    minor,
    patch,
    prerelease: match[4] ? match[4].split('.') : [],
    build: match[5] ?? '',
  };
}

const numeric = (identifier: string) => /^\d+$/.test(identifier);

/** Two pre-release identifiers by §11.4: numbers by value, below text, text by ASCII. */
function compareIdentifier(a: string, b: string): number {
  const [an, bn] = [numeric(a), numeric(b)];
  if (an && bn) {
    // Long numeric identifiers compare by length first, then digit by digit.
    return a.length !== b.length ? a.length - b.length : a < b ? -1 : a > b ? 1 : 0;
  }
  if (an) return -1;
  if (bn) return 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Precedence (§11): major, minor, patch numerically; a pre-release is lower than its release;
 * pre-releases identifier by identifier, a shorter set lower when all before are equal. Build
 * metadata does not count. Negative when `a` comes before `b`.
 */
export function compareSemver(a: Semver, b: Semver): number {
  const core = a.major - b.major || a.minor - b.minor || a.patch - b.patch;
  if (core !== 0) return Math.sign(core);
  if (a.prerelease.length === 0 || b.prerelease.length === 0) {
    return b.prerelease.length === 0 ? (a.prerelease.length === 0 ? 0 : -1) : 1;
  }
  for (let i = 0; i < Math.min(a.prerelease.length, b.prerelease.length); i++) {
    const order = compareIdentifier(a.prerelease[i]!, b.prerelease[i]!);
    if (order !== 0) return Math.sign(order);
  }
  return Math.sign(a.prerelease.length - b.prerelease.length);
}

/** Compares version texts by precedence; text that is not semver sorts first. */
export function compareVersions(a: string, b: string): number {
  const [pa, pb] = [parseSemver(a), parseSemver(b)];
  if (!pa || !pb) return pa ? 1 : pb ? -1 : 0;
  return compareSemver(pa, pb);
}

/** The newest of the given items by their version's precedence, or undefined when none. */
export function newest<T>(items: readonly T[], versionOf: (item: T) => string): T | undefined {
  let best: T | undefined;
  for (const item of items) {
    if (best === undefined || compareVersions(versionOf(item), versionOf(best)) > 0) best = item;
  }
  return best;
}
