import { describe, expect, it } from 'vitest';
import {
  SLOTS,
  markStandIns,
  pageOf,
  shellOf,
  shellStyle,
  withoutProject,
} from '../../build/shell-markup';

const style = (key: string, css: string) => `<style data-emotion="${key}">${css}</style>`;

describe('the prerendered /home markup', () => {
  it('keeps the page without its cards, and only the styles the rest uses', () => {
    const rendered =
      style('css-global 1g', 'body{margin:0}') +
      style('css a1', '.css-a1{color:red}') +
      '<div class="css-a1">Hero</div>' +
      style('css c1', '.css-c1{color:blue}') +
      '<article class="css-c1">Card</article>';
    expect(pageOf(rendered)).toEqual({
      markup: '<div class="css-a1">Hero</div>',
      styles: [
        ['css-global 1g', 'body{margin:0}'],
        ['css a1', '.css-a1{color:red}'],
      ],
    });
  });

  it('turns the page with the project stand-in into the page without a project', () => {
    const page =
      `<button aria-label="Project: ${SLOTS.project}"><span data-testid="project-selector-label"` +
      ` translate="no" class="css-l">${SLOTS.project}</span></button>`;
    expect(withoutProject(page, 'Projects')).toBe(
      '<button aria-label="Project: Projects"><span data-testid="project-selector-label"' +
        ' class="css-l">Projects</span></button>',
    );
    expect(() => withoutProject('<span>Projects</span>', 'Projects')).toThrow(/project label/);
  });

  it('marks the elements that hold a stand-in, in their own text or an attribute', () => {
    expect(
      markStandIns(
        `<p>Hi, <span translate="no">${SLOTS.name}</span></p>` +
          `<button aria-label="Project: ${SLOTS.project}"><b>x</b></button><img alt="">`,
      ),
    ).toBe(
      `<p>Hi, <span data-stand-in translate="no">${SLOTS.name}</span></p>` +
        `<button data-stand-in aria-label="Project: ${SLOTS.project}"><b>x</b></button><img alt="">`,
    );
    // Text after a closing tag: the element that holds it is not the one before it.
    expect(() => markStandIns(`<p><b>Hi</b> ${SLOTS.name}</p>`)).toThrow(/own text/);
  });

  it('gives each variant its tree, the shared styles once and each theme its page-wide ones', () => {
    const page = (css: string, markup: string) => ({
      markup,
      styles: [
        ['css-global g' + css, `body{background:${css}}`],
        ['css shared', '.css-shared{margin:0}'],
      ] as [string, string][],
    });
    const shell = shellOf([
      ['visitor-light', page('white', '<p>visitor</p>')],
      ['user-light', page('white', '<p>user</p>')],
      ['user-dark', page('black', '<p>user, dark</p>')],
    ]);
    expect(shell).toBe(
      '<div id="home-shell" inert>' +
        '<style data-theme="light" media="not all">body{background:white}</style>' +
        '<style data-theme="dark" media="not all">body{background:black}</style>' +
        '<style>.css-shared{margin:0}</style>' +
        '<div data-shell="visitor-light"><p>visitor</p></div>' +
        '<div data-shell="user-light"><p>user</p></div>' +
        '<div data-shell="user-dark"><p>user, dark</p></div>' +
        '</div>',
    );
  });

  it('hides the shell, and each variant but the one the script chose', () => {
    const css = shellStyle(['visitor-light', 'user-dark']);
    expect(css).toContain('#home-shell{display:none}');
    expect(css).toContain('html[data-home-shell] #home-shell{display:block}');
    expect(css).toContain(
      'html:not([data-home-shell="user-dark"]) [data-shell="user-dark"]{display:none}',
    );
  });
});
