/**
 * Latin words a Korean page of this app may show (other-language.ts): only names, codes, units
 * and formats the field writes in Latin in Korean too (a message type, a file format), never an
 * ordinary English word.
 */
export const LATIN_MAP: readonly string[] = [];
