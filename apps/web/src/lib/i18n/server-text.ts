import { currentLanguage } from './instance';
import { LOADED_SENTENCES } from './server-sentences';

/**
 * A sentence the server answered, in the language shown. The server speaks English (its
 * sentences are the API's, read by scripts and logs too); a Korean screen shows the Korean of
 * those it knows (locales/ko/server.ts, loaded with the Korean core before the first render,
 * and the loaded apps' server-<app>.ts), and any other as it came.
 */
export function serverText(message: string): string {
  if (currentLanguage() !== 'ko') return message;
  const known = LOADED_SENTENCES.exact[message];
  if (known) return known;
  for (const [pattern, korean] of LOADED_SENTENCES.patterns) {
    const match = pattern.exec(message);
    if (match) return korean(...match.slice(1));
  }
  return message;
}
