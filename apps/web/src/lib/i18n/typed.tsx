import { Fragment, type ReactNode } from 'react';

/**
 * A translated sentence with what people typed in it (a name, a title, a path) marked as theirs
 * (`translate="no"`): the browser's translation and the language checker leave it alone, and it
 * reads as typed whatever the language around it. The sentence itself stays as the catalogue
 * gives it, so its text is the same as the plain string's.
 */
export function withTyped(text: string, ...typed: Array<string | null | undefined>): ReactNode {
  const names = [...new Set(typed.filter((name): name is string => !!name))].sort(
    (a, b) => b.length - a.length,
  );
  if (!names.some((name) => text.includes(name))) return text;
  const parts: ReactNode[] = [];
  let rest = text;
  let key = 0;
  while (rest) {
    // The earliest typed text in what is left, the longest one where two start together.
    let at = -1;
    let found = '';
    for (const name of names) {
      const index = rest.indexOf(name);
      if (index >= 0 && (at < 0 || index < at)) {
        at = index;
        found = name;
      }
    }
    if (at < 0) break;
    if (at > 0) parts.push(<Fragment key={key++}>{rest.slice(0, at)}</Fragment>);
    parts.push(
      <span key={key++} translate="no">
        {found}
      </span>,
    );
    rest = rest.slice(at + found.length);
  }
  if (rest) parts.push(<Fragment key={key++}>{rest}</Fragment>);
  return <>{parts}</>;
}
