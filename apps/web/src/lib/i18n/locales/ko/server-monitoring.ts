/**
 * The Korean of the sentences the server answers in FMS
 * (lib/i18n/server-text.ts reads them with the others in server.ts). Keyed by the English the
 * server answers, word for word.
 */
export const MONITORING_SERVER_KO: Record<string, string> = {};

/** Sentences with a number or a name in them: a pattern and its Korean. */
export const MONITORING_SERVER_KO_PATTERNS: Array<[RegExp, (...parts: string[]) => string]> = [];
