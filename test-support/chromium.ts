import { existsSync } from 'node:fs';

/**
 * Debian's headless shell (package chromium-headless-shell): the same Chromium engine without
 * the desktop browser's UI processes, as Playwright itself runs headless tests. On the 2-core
 * CI machine the browser suite took 13.6 min with it and 17.8 min with the full browser's
 * `--headless` (same tree, same machine; issue 26). The full browser is the fallback.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * Headless, and without the background traffic (sync, component updates, QUIC) that would reach
 * for the internet (closed here) or skew timings.
 */
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * How the web bench launches Chromium: Debian's desktop browser (Playwright's own download is
 * skipped), headless, as its frame-time figures were first measured.
 */
export const CHROMIUM_BENCH_LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ARGS,
};

/** How the Playwright specs launch it: the headless shell where it is installed. */
export const CHROMIUM_SPEC_LAUNCH = {
  executablePath:
    process.env.CHROMIUM_PATH ??
    (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium'),
  args: ARGS,
};
