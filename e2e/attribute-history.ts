import type { Locator } from '@playwright/test';

/**
 * Every value an element's attribute takes from now on, recorded in the page as it changes. A
 * state the page shows for a moment (a vehicle at a red light whose green comes soon after it
 * stops) can fall between an expectation's polls on a loaded machine; the page's own record of
 * it cannot.
 */
export async function attributeHistory(element: Locator, name: string) {
  const key = `__history_${name.replace(/\W/g, '_')}`;
  await element.evaluate(
    (node, [attribute, store]) => {
      const seen: (string | null)[] = [node.getAttribute(attribute)];
      (window as unknown as Record<string, unknown>)[store] = seen;
      new MutationObserver(() => {
        const value = node.getAttribute(attribute);
        if (value !== seen.at(-1)) seen.push(value);
      }).observe(node, { attributes: true, attributeFilter: [attribute] });
    },
    [name, key] as const,
  );
  return () =>
    element.evaluate(
      (_node, store) => (window as unknown as Record<string, (string | null)[]>)[store] ?? [],
      key,
    );
}
