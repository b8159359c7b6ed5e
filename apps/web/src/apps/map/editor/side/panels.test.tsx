import type { MapFinding } from '@ads/lanelet2';
import { ThemeProvider, createTheme } from '@mui/material';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../../lib/i18n';
import { DocBuilder } from '../../../../lib/lanelet/test-doc';
import { line, newEditor } from '../../model/test-helpers';
import { editorUi } from '../state/editor-store';
import { fakeEditor } from '../test/fake-editor';
import { FindingsPanel } from './FindingsPanel';
import { PropertiesPanel } from './PropertiesPanel';

// The panels read their words at once (the page loads them before it shows).
beforeAll(() => i18n.loadNamespaces('map'));
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
  const lanelet = b.lanelet(left, right, { location: 'urban' });
  return { editor: fakeEditor(b.doc), lanelet };
}

describe('the findings panel', () => {
  beforeEach(() => editorUi.reset());

  it('counts, says when it is validating, and selects a finding’s element on click', () => {
    const { editor, lanelet } = setup();
    const findings: MapFinding[] = [
      {
        severity: 'error',
        code: 'lanelet_bounds_crossed',
        element_id: lanelet,
        element_type: 'relation',
        message: `Lanelet ${lanelet}: its bounds cross.`,
      },
      { severity: 'warning', code: 'missing_ele', element_id: 0, message: 'Nodes without ele.' },
    ];
    wrap(
      <div style={{ height: 400 }}>
        <FindingsPanel
          editor={editor}
          findings={findings}
          counts={{ error: 1, warning: 1, info: 0 }}
          validating
        />
      </div>,
    );
    expect(screen.getByText('1 error')).toBeInTheDocument();
    expect(screen.getByText('1 warning')).toBeInTheDocument();
    expect(screen.getByText('Validating…')).toBeInTheDocument();
    expect(screen.getByTestId('findings')).toHaveAttribute('data-findings-errors', '1');
    fireEvent.click(screen.getByText(`Lanelet ${lanelet}: its bounds cross.`));
    expect(editorUi.get().selection).toEqual([{ type: 'relation', id: lanelet }]);
    expect(editorUi.get().zoom?.elements).toEqual([{ type: 'relation', id: lanelet }]);
    // Errors hidden by their chip: only the warning is listed.
    fireEvent.click(screen.getByText('1 error'));
    expect(screen.queryByText(`Lanelet ${lanelet}: its bounds cross.`)).toBeNull();
    expect(screen.getByText('Nodes without ele.')).toBeInTheDocument();
  });

  it('says a valid map is valid', () => {
    const { editor } = setup();
    wrap(
      <FindingsPanel
        editor={editor}
        findings={[]}
        counts={{ error: 0, warning: 0, info: 0 }}
        validating={false}
      />,
    );
    expect(screen.getByText(/the map is valid/)).toBeInTheDocument();
  });
});

// MUI's fields render slowly in jsdom on a busy machine (the selects, the tag table): the
// shell's dialog tests give themselves as long.
describe('the properties panel', { timeout: 20_000 }, () => {
  beforeEach(() => editorUi.reset());

  it('asks for a selection', () => {
    const { editor } = setup();
    wrap(<PropertiesPanel editor={editor} findings={[]} />);
    expect(screen.getByText(/Nothing selected/)).toBeInTheDocument();
  });

  it('shows a lanelet’s fields and tags, and edits a tag through the model', () => {
    const { editor, lanelet } = setup();
    editorUi.select([{ type: 'relation', id: lanelet }]);
    wrap(<PropertiesPanel editor={editor} findings={[]} />);
    expect(screen.getByRole('heading', { name: `Lanelet ${lanelet}` })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Lanelet fields' })).toBeInTheDocument();
    const value = screen.getByLabelText('Value of location');
    fireEvent.change(value, { target: { value: 'nonurban' } });
    fireEvent.blur(value);
    expect(editor.setTags).toHaveBeenCalledWith(
      { type: 'relation', id: lanelet },
      { location: 'nonurban' },
    );
    fireEvent.click(screen.getByLabelText('Remove tag location'));
    expect(editor.setTags).toHaveBeenLastCalledWith(
      { type: 'relation', id: lanelet },
      { location: null },
    );
    expect(screen.getByRole('list', { name: 'Members' })).toHaveTextContent('left:');
  });
});

describe('a traffic light’s fields', () => {
  beforeEach(() => editorUi.reset());

  it('edit its body height and the elevation of its bottom edge; a typo is refused', () => {
    const editor = newEditor();
    const light = editor.addTrafficLightLine(line([0, 0], [1, 0]), []);
    editorUi.select([{ type: 'way', id: light }]);
    wrap(<PropertiesPanel editor={editor} findings={[]} />);
    const height = screen.getByLabelText('Body height (m)');
    const elevation = screen.getByLabelText('Elevation (m)');
    expect(height).toHaveValue('0.5');
    expect(elevation).toHaveValue('5');

    fireEvent.change(elevation, { target: { value: '6.25' } });
    fireEvent.blur(elevation);
    const zs = editor.doc.ways.get(light)!.nodes.map((id) => editor.doc.nodes.get(id)!.z);
    expect(zs).toEqual([6.25, 6.25]);

    fireEvent.change(screen.getByLabelText('Body height (m)'), { target: { value: 'tall' } });
    fireEvent.blur(screen.getByLabelText('Body height (m)'));
    expect(editor.doc.ways.get(light)!.tags.height).toBe('0.5');
    expect(screen.getByLabelText('Body height (m)')).toHaveValue('0.5');

    fireEvent.change(screen.getByLabelText('Body height (m)'), { target: { value: '1.2' } });
    fireEvent.blur(screen.getByLabelText('Body height (m)'));
    expect(editor.doc.ways.get(light)!.tags.height).toBe('1.2');
  });
});
