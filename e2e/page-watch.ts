import type { Page } from '@playwright/test';

declare global {
  interface Window {
    __violations?: string[];
  }
}

/**
 * Collects what would show the app fighting its own policy: CSP violation events (recorded in
 * the page before any of its scripts run), console errors and dialogs.
 */
export async function watchPage(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('dialog', (dialog) => {
    problems.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  await page.addInitScript(() => {
    window.__violations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__violations!.push(
        `${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  return {
    problems,
    violations: () => page.evaluate(() => window.__violations ?? []),
  };
}
