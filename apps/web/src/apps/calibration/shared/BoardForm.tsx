import PrintIcon from '@mui/icons-material/PrintOutlined';
import { Button, Menu, MenuItem, Stack, TextField } from '@mui/material';
import { type ReactNode, useState } from 'react';
import { notify } from '../../../lib/notify';
import { saveFile } from '../../../lib/save-file';
import { type BoardDraft, boardProblems } from './board-draft';
import {
  PRINT_DPI,
  boardFileName,
  chessboardPixels,
  chessboardSvg,
  squarePixels,
} from './chessboard-image';

/** A board PNG at PRINT_DPI, made on a canvas here (nothing is fetched). */
async function boardPng(cols: number, rows: number, squareMm: number): Promise<ArrayBuffer> {
  const { width, height, data } = chessboardPixels(cols, rows, squarePixels(squareMm));
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  canvas.getContext('2d')?.putImageData(new ImageData(data, width, height), 0, 0);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('This browser could not make the PNG; download the SVG instead.');
  return blob.arrayBuffer();
}

/**
 * The chessboard: inner corners across and down and the square's side; a board of that size
 * to print (SVG at its real size, or a PNG at 300 dpi).
 */
export function BoardForm(props: {
  value: BoardDraft;
  onChange: (draft: BoardDraft) => void;
  /** More fields on the same row (e.g. the board's white border). */
  children?: ReactNode;
}) {
  const { value, onChange } = props;
  const problems = boardProblems(value);
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const printable = !problems.cols && !problems.rows && !problems.squareMm;
  const board = {
    cols: Number(value.cols),
    rows: Number(value.rows),
    squareMm: Number(value.squareMm),
  };

  const download = async (kind: 'svg' | 'png') => {
    setMenu(null);
    try {
      if (kind === 'svg') {
        const text = chessboardSvg(board);
        saveFile(
          boardFileName(board, 'svg'),
          new TextEncoder().encode(text).buffer as ArrayBuffer,
          'image/svg+xml',
        );
      } else {
        const bytes = await boardPng(board.cols, board.rows, board.squareMm);
        saveFile(boardFileName(board, 'png'), bytes, 'image/png');
      }
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), 'error');
    }
  };

  const field = (key: keyof BoardDraft, label: string, helper: string, width = 120) => (
    <TextField
      label={label}
      value={value[key]}
      onChange={(event) => onChange({ ...value, [key]: event.target.value })}
      error={!!problems[key]}
      helperText={problems[key] ?? helper}
      size="small"
      sx={{ width }}
      slotProps={{ htmlInput: { inputMode: 'decimal' } }}
    />
  );

  return (
    <Stack
      direction="row"
      spacing={1.5}
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}
    >
      {field('cols', 'Inner corners across', 'columns', 150)}
      {field('rows', 'Inner corners down', 'rows', 150)}
      {field('squareMm', 'Square size (mm)', 'as measured', 140)}
      {props.children}
      <Button
        startIcon={<PrintIcon />}
        disabled={!printable}
        onClick={(event) => setMenu(event.currentTarget)}
        aria-haspopup="menu"
        sx={{ mt: 0.5 }}
      >
        Board to print
      </Button>
      <Menu anchorEl={menu} open={!!menu} onClose={() => setMenu(null)}>
        <MenuItem onClick={() => void download('svg')}>SVG, real size (print at 100 %)</MenuItem>
        <MenuItem onClick={() => void download('png')}>PNG, {PRINT_DPI} dpi</MenuItem>
      </Menu>
    </Stack>
  );
}
