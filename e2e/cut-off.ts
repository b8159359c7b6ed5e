import type { Page } from '@playwright/test';

/**
 * Texts the page shows cut off or spilling out of their box (issue 30): a label, a header, a
 * button or a chip whose text is wider than the box it has (scrollWidth beyond clientWidth).
 * A text shortened on purpose says it in full elsewhere (a `title` on it or around it, as a long
 * file name's cell does); those are not counted. Inline boxes have no width of their own and are
 * judged by the block around them.
 */
export async function cutOffTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector = [
      'h1',
      'h2',
      'h3',
      'h4',
      'h5',
      'h6',
      'label',
      'legend',
      'th',
      'button',
      '[role=tab]',
      '[role=status]',
      '[role=alert]',
      '.MuiChip-label',
      '[data-testid="hero-badge-label"]',
      '.MuiCardHeader-title',
      '.MuiCardHeader-subheader',
      '.MuiAlert-message',
      '.MuiInputLabel-root',
      '.MuiListItemText-primary',
      '.MuiListItemText-secondary',
      '.MuiTypography-root',
      '.MuiToggleButton-root',
      '.MuiTableCell-root',
    ].join(',');
    const found: string[] = [];
    const seen = new Set<Element>();
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      if (element.closest('[aria-hidden="true"], [title], [data-full-text]')) continue;
      const style = getComputedStyle(element);
      if (style.display === 'inline' || style.visibility === 'hidden') continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const text = element.innerText.trim().replace(/\s+/g, ' ');
      if (!text) continue;
      // Only text: a box holding a wide child block (a chart, a table) is that child's business.
      const wideChild = [...element.children].some(
        (child) => (child as HTMLElement).scrollWidth > element.clientWidth + 1,
      );
      if (element.scrollWidth > element.clientWidth + 1 && !wideChild) {
        if ([...seen].some((outer) => outer.contains(element))) continue;
        seen.add(element);
        found.push(`${element.tagName.toLowerCase()} "${text.slice(0, 80)}"`);
      }
    }
    return found;
  });
}
