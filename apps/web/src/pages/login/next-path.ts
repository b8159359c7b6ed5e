// Any origin works as the base: only whether the path stays on it matters.
const BASE = 'https://studio.invalid';

/** Pages that would send a signed-in account straight on to the landing page. */
const SIGN_IN_PAGES = new Set(['/login', '/signup']);

/**
 * Where to go after signing in. Only a path on this site is followed: `//evil.example` or
 * `https://…` in `next` would turn the sign-in page into an open redirect.
 */
export function safeNextPath(next: string | null | undefined, fallback: string): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) {
    return fallback;
  }
  try {
    // The URL parser drops tabs and newlines, so `/\t/evil.example` is caught here.
    const url = new URL(next, BASE);
    if (url.origin !== BASE || SIGN_IN_PAGES.has(url.pathname)) return fallback;
    return url.pathname + url.search + url.hash;
  } catch {
    return fallback;
  }
}
