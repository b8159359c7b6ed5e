/**
 * How this project launches Chromium, for the Playwright specs and the web bench alike: the
 * Debian build (Playwright's own download is skipped), headless, and without the background
 * traffic (sync, component updates, QUIC) that would reach for the internet or skew timings.
 */
export const CHROMIUM_LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
