import type { Page } from '@playwright/test';

/**
 * Waits until every open MUI menu, popover and dialog has finished its opening animation, so a
 * screenshot shows it as a user sees it rather than half faded in.
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    [...document.querySelectorAll('.MuiPopover-paper, .MuiDialog-paper')].every(
      (node) => getComputedStyle(node).opacity === '1' && !node.getAnimations().length,
    ),
  );
}
