/** Where the browser tests find the studio and its mail inbox. */
export const E2E = {
  port: Number(process.env.E2E_PORT ?? 8787),
  smtpPort: Number(process.env.E2E_SMTP_PORT ?? 2526),
  inboxPort: Number(process.env.E2E_INBOX_PORT ?? 2527),
  admin: { email: 'super@ads.test', password: 'super-password-1' },
  /** Output folder; parallel runs on one machine each set their own. */
  out: process.env.E2E_OUT ?? 'test-results',
  get screenshots() {
    return `${this.out}/screenshots`;
  },
  /** When set, the web app is built into this folder and the already-built server serves it. */
  webDir: process.env.E2E_WEB_DIR,
};
export const baseURL = `http://127.0.0.1:${E2E.port}`;
