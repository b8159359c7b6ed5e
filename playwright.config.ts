import { defineConfig, devices } from '@playwright/test';
import { E2E, baseURL } from './e2e/env';

const dataDir = `test-results/e2e-data-${Date.now()}`;

// The studio runs as the README says (`npm start`) on a fresh data folder, with a real SMTP inbox.
export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/playwright',
  fullyParallel: false,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    ...devices['Desktop Chrome'],
    launchOptions: {
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
    },
  },
  webServer: [
    {
      command: 'node e2e/smtp-inbox.mjs',
      url: `http://127.0.0.1:${E2E.inboxPort}/health`,
      reuseExistingServer: false,
    },
    {
      command: 'npm start',
      url: `${baseURL}/api/health`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      env: {
        PORT: String(E2E.port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        SMTP_URL: `smtp://127.0.0.1:${E2E.smtpPort}`,
        ADMIN_EMAIL: E2E.admin.email,
        ADMIN_PASSWORD: E2E.admin.password,
        PUBLIC_URL: baseURL,
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
      },
    },
  ],
});
