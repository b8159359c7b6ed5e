import { ThemeProvider, createTheme } from '@mui/material';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../../lib/i18n';
import { DocBuilder } from '../../../../lib/lanelet/test-doc';
import { ALLOWED_LATIN, otherLanguageText } from '../../../../lib/i18n/other-language';
import { editorUi } from '../state/editor-store';
import { fakeEditor } from '../test/fake-editor';
import { FindingsPanel } from './FindingsPanel';
import { PropertiesPanel } from './PropertiesPanel';

// Issue 30: the editor's panels read in Korean show no English of their own. The map's own
// words (tag keys and values, member roles, finding codes) are shown as they are, marked
// translate="no"; the validator's sentences are read into Korean.

beforeAll(async () => {
  await i18n.loadNamespaces('map');
  await i18n.changeLanguage('ko');
});
afterAll(() => i18n.changeLanguage('en'));
beforeEach(() => editorUi.reset());
afterEach(cleanup);

const wrap = (node: ReactNode) =>
  render(<ThemeProvider theme={createTheme()}>{node}</ThemeProvider>);

function setup() {
  const b = new DocBuilder();
  const left = b.line([
    [139, 35.00003],
    [139.0002, 35.00003],
  ]);
  const right = b.line([
    [139, 35],
    [139.0002, 35],
  ]);
  const lanelet = b.lanelet(left, right, { subtype: 'road' });
  return { editor: fakeEditor(b.doc), lanelet };
}

describe('the editor panels in Korean', { timeout: 20_000 }, () => {
  it('a lanelet without `location`: its properties and its finding', () => {
    const { editor, lanelet } = setup();
    editorUi.select([{ type: 'relation', id: lanelet }]);
    const finding = {
      severity: 'warning' as const,
      code: 'missing_location',
      element_id: lanelet,
      element_type: 'relation' as const,
      message: `Lanelet ${lanelet} has no \`location\`; tag it urban, nonurban or private so the default speed limit and rules apply.`,
    };
    const { container } = wrap(
      <div style={{ height: 600 }}>
        <PropertiesPanel editor={editor} findings={[finding]} />
        <FindingsPanel
          editor={editor}
          findings={[finding]}
          counts={{ error: 0, warning: 1, info: 0 }}
          validating={false}
        />
      </div>,
    );
    expect(screen.getByRole('heading', { name: `레인렛 ${lanelet}` })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: '레인렛 속성' })).toBeInTheDocument();
    // The finding, in the properties and in the list: Korean, its tag names as code.
    expect(screen.getAllByText(/기본 제한 속도와 규칙이 적용되도록/)).toHaveLength(2);
    expect(container.querySelectorAll('code[translate="no"]').length).toBeGreaterThanOrEqual(8);
    expect(otherLanguageText({ language: 'ko', allowed: ALLOWED_LATIN, root: container })).toEqual(
      [],
    );
  });
});
