import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Markdown } from './Markdown';
import { parseInline, parseMarkdown, safeHref } from './markdown';

afterEach(cleanup);

function rendered(source: string): HTMLElement {
  return render(<Markdown source={source} />).container;
}

describe('safeHref', () => {
  it('keeps http(s) and relative addresses', () => {
    expect(safeHref('https://autoware.org/docs')).toBe('https://autoware.org/docs');
    expect(safeHref('http://example.com')).toBe('http://example.com');
    expect(safeHref('docs/usage.md')).toBe('docs/usage.md');
    expect(safeHref('/store/search?q=lidar')).toBe('/store/search?q=lidar');
    expect(safeHref('#install')).toBe('#install');
  });

  it('refuses every other scheme, however it is written', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'java\tscript:alert(1)',
      'java\nscript:alert(1)',
      ' \u0001javascript:alert(1)',
      'vbscript:msgbox(1)',
      'data:text/html,<script>alert(1)</script>',
      'file:///etc/passwd',
      'mailto:someone@example.com',
      '',
    ]) {
      expect(safeHref(href), href).toBeNull();
    }
  });
});

describe('parseMarkdown', () => {
  it('reads headings, paragraphs, lists, code, quotes, rules and tables', () => {
    const blocks = parseMarkdown(
      [
        '# Lidar centerpoint',
        '',
        'Detects *objects* in **point clouds**.',
        'Second line of the paragraph.',
        '',
        '- one',
        '- two',
        '  - nested',
        '',
        '1. first',
        '2. second',
        '',
        '```bash',
        'ros2 launch centerpoint <node>.launch.py',
        '```',
        '',
        '> A quote',
        '',
        '---',
        '',
        '| Topic | Type |',
        '| :--- | ---: |',
        '| /points | `PointCloud2` |',
      ].join('\n'),
    );
    expect(blocks.map((block) => block.kind)).toEqual([
      'heading',
      'paragraph',
      'list',
      'list',
      'code',
      'quote',
      'rule',
      'table',
    ]);
    const list = blocks[2] as Extract<(typeof blocks)[number], { kind: 'list' }>;
    expect(list.items).toHaveLength(2);
    expect(list.items[1]!.map((block) => block.kind)).toEqual(['paragraph', 'list']);
    const ordered = blocks[3] as Extract<(typeof blocks)[number], { kind: 'list' }>;
    expect(ordered.ordered).toBe(true);
    expect(blocks[4]).toEqual({
      kind: 'code',
      lang: 'bash',
      text: 'ros2 launch centerpoint <node>.launch.py',
    });
    const table = blocks[7] as Extract<(typeof blocks)[number], { kind: 'table' }>;
    expect(table.align).toEqual(['left', 'right']);
    expect(table.rows[0]![1]).toEqual([{ kind: 'code', text: 'PointCloud2' }]);
  });

  it('reads emphasis, code spans, links and escapes inline', () => {
    expect(parseInline('a *b* **c** ~~d~~ `e*f*` \\*g\\*')).toEqual([
      { kind: 'text', text: 'a ' },
      { kind: 'em', children: [{ kind: 'text', text: 'b' }] },
      { kind: 'text', text: ' ' },
      { kind: 'strong', children: [{ kind: 'text', text: 'c' }] },
      { kind: 'text', text: ' ' },
      { kind: 'del', children: [{ kind: 'text', text: 'd' }] },
      { kind: 'text', text: ' ' },
      { kind: 'code', text: 'e*f*' },
      { kind: 'text', text: ' *g*' },
    ]);
    expect(
      parseInline('see [the docs](https://a.example/x "Docs") or <https://b.example>'),
    ).toEqual([
      { kind: 'text', text: 'see ' },
      {
        kind: 'link',
        href: 'https://a.example/x',
        children: [{ kind: 'text', text: 'the docs' }],
      },
      { kind: 'text', text: ' or ' },
      {
        kind: 'link',
        href: 'https://b.example',
        children: [{ kind: 'text', text: 'https://b.example' }],
      },
    ]);
    // snake_case words are not emphasis.
    expect(parseInline('use max_range_m and min_range_m')).toEqual([
      { kind: 'text', text: 'use max_range_m and min_range_m' },
    ]);
  });

  it('finishes quickly on hostile input', () => {
    const started = performance.now();
    parseMarkdown('*a '.repeat(30_000) + '['.repeat(30_000) + '>'.repeat(2_000));
    expect(performance.now() - started).toBeLessThan(3_000);
  });
});

describe('Markdown', () => {
  it('shows raw HTML as text and runs no script', () => {
    const container = rendered(
      [
        '<script>window.pwned = 1</script>',
        '',
        'Text with <img src=x onerror="window.pwned=2"> inside and <b>bold</b>.',
        '',
        '<iframe src="https://evil.example"></iframe>',
      ].join('\n'),
    );
    expect(container.querySelector('script, img, iframe, b')).toBeNull();
    expect(container.textContent).toContain('<script>window.pwned = 1</script>');
    expect(container.textContent).toContain('<img src=x onerror="window.pwned=2">');
    expect((window as { pwned?: number }).pwned).toBeUndefined();
    for (const element of container.querySelectorAll('*')) {
      for (const attribute of element.attributes) {
        expect(attribute.name.startsWith('on'), attribute.name).toBe(false);
      }
    }
  });

  it('links only http(s) and relative addresses; others stay text', () => {
    const container = rendered(
      [
        '[safe](https://autoware.org) [relative](docs/x.md) [evil](javascript:alert(1))',
        '[evil2](JAVASCRIPT:alert(1)) [data](data:text/html;base64,PHNjcmlwdD4=)',
        '![diagram](javascript:alert(1)) ![pic](https://img.example/p.png)',
      ].join('\n'),
    );
    const links = [...container.querySelectorAll('a')].map((a) => [
      a.textContent,
      a.getAttribute('href'),
    ]);
    expect(links).toEqual([
      ['safe', 'https://autoware.org'],
      ['relative', 'docs/x.md'],
      ['🖼 pic', 'https://img.example/p.png'],
    ]);
    expect(container.textContent).toContain('evil');
    expect(container.textContent).toContain('evil2');
    const away = container.querySelector('a[href="https://autoware.org"]')!;
    expect(away.getAttribute('target')).toBe('_blank');
    expect(away.getAttribute('rel')).toContain('noopener');
    // Pictures are not loaded into the studio.
    expect(container.querySelector('img')).toBeNull();
  });

  it('renders headings below the page title, lists, code and tables as elements', () => {
    const container = rendered(
      '# Title\n\n## Usage\n\n- a\n- b\n\n```\ncode <b>\n```\n\n| x | y |\n|---|---|\n| 1 | 2 |',
    );
    expect(container.querySelector('h3')?.textContent).toBe('Title');
    expect(container.querySelector('h4')?.textContent).toBe('Usage');
    expect(container.querySelectorAll('ul > li')).toHaveLength(2);
    expect(container.querySelector('pre code')?.textContent).toBe('code <b>');
    expect(container.querySelectorAll('table td')).toHaveLength(2);
  });
});
