/** Where the browser tests find the studio and its mail inbox. */
export const E2E = {
  port: Number(process.env.E2E_PORT ?? 8787),
  smtpPort: Number(process.env.E2E_SMTP_PORT ?? 2526),
  inboxPort: Number(process.env.E2E_INBOX_PORT ?? 2527),
  admin: { email: 'super@ads.test', password: 'super-password-1' },
  screenshots: 'test-results/screenshots',
};
export const baseURL = `http://127.0.0.1:${E2E.port}`;
