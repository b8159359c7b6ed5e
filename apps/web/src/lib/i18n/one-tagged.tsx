import { type ReactElement, type ReactNode, cloneElement } from 'react';

/**
 * A translated sentence with one tagged part, `<0>…</0>`, drawn inside `element`: what
 * react-i18next's `Trans` does for /home's hero, without `Trans` and its parser on every first
 * load (issue 33; the apps' pages, loaded later, keep `Trans`). The part runs from the first
 * `<0>` to the last `</0>`, so a value interpolated into it (a name someone typed) may hold
 * those characters and is still shown as typed.
 */
export function oneTagged(
  sentence: string,
  element: ReactElement<{ children?: ReactNode }>,
): ReactNode {
  const open = sentence.indexOf('<0>');
  const close = sentence.lastIndexOf('</0>');
  if (open < 0 || close < open + 3) return sentence;
  return (
    <>
      {sentence.slice(0, open)}
      {cloneElement(element, undefined, sentence.slice(open + 3, close))}
      {sentence.slice(close + 4)}
    </>
  );
}
