import { describe, expect, it } from 'vitest';
import { readmeProblem } from './readme-check';

describe('README check', () => {
  it('keeps markdown, code and ordinary links', () => {
    for (const readme of [
      '# NDT\n\nMatches scans. See [docs](https://autoware.org) and `ros2 launch`.',
      '```js\nconst description = "a javascript library";\n```',
      'Tags: <b>bold</b> stays text; the page escapes HTML.',
      'Written in JavaScript: fast, and javascript:void is only a word here.',
    ]) {
      expect(readmeProblem(readme), readme).toBeNull();
    }
  });

  it('refuses a script tag, however written', () => {
    for (const readme of [
      '<script>alert(1)</script>',
      'a < SCRIPT src=x>',
      '&#60;script>',
      '</script >',
    ]) {
      expect(readmeProblem(readme), readme).toMatch(/<script> tag/);
    }
  });

  it('refuses a javascript: link, with the scheme split or encoded as browsers read it', () => {
    for (const readme of [
      '[x](javascript:alert(1))',
      '[x](JavaScript:alert(1))',
      '[x](java\tscript:alert(1))',
      '[x](jav&#x61;script:alert(1))',
      '[x](javascript&colon;alert(1))',
      '<a href="javascript:alert(1)">x</a>',
      '[ref]: javascript:alert(1)',
      '<javascript:alert(1)>',
      'javascript:alert(1)',
    ]) {
      expect(readmeProblem(readme), readme).toBe('A README may not contain a javascript: link.');
    }
  });
});
