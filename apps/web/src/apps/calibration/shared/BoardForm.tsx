import PrintIcon from '@mui/icons-material/PrintOutlined';
import {
  Button,
  FormControl,
  FormHelperText,
  InputLabel,
  Menu,
  MenuItem,
  Select,
  Stack,
  TextField,
} from '@mui/material';
import { type ReactNode, useState } from 'react';
import { notify } from '../../../lib/notify';
import { saveFile } from '../../../lib/save-file';
import {
  type BoardDraft,
  type BoardKind,
  DICTIONARY_CHOICES,
  anyBoardSpec,
  boardProblems,
} from './board-draft';
import { charucoFileName, charucoRgba, charucoSvg } from './charuco-image';
import {
  PRINT_DPI,
  boardFileName,
  chessboardPixels,
  chessboardSvg,
  squarePixels,
} from './chessboard-image';
import { useWorker } from './worker-context';

/** RGBA pixels as a PNG file, made on a canvas here (nothing is fetched). */
async function pngOf(image: {
  width: number;
  height: number;
  data: Uint8ClampedArray<ArrayBuffer>;
}): Promise<ArrayBuffer> {
  const canvas = document.createElement('canvas');
  canvas.width = image.width;
  canvas.height = image.height;
  canvas.getContext('2d')?.putImageData(new ImageData(image.data, image.width, image.height), 0, 0);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('This browser could not make the PNG; download the SVG instead.');
  return blob.arrayBuffer();
}

const svgBytes = (text: string) => new TextEncoder().encode(text).buffer as ArrayBuffer;

/**
 * The board: a chessboard by its inner corners across and down, or (with `charuco`) a ChArUco
 * board by its squares, marker side and dictionary; the square's side; a board of that size to
 * print (SVG at its real size, or a PNG at 300 dpi).
 */
export function BoardForm(props: {
  value: BoardDraft;
  onChange: (draft: BoardDraft) => void;
  /** Offer ChArUco boards as well as chessboards. */
  charuco?: boolean;
  /** More fields on the same row (e.g. the board's white border). */
  children?: ReactNode;
}) {
  const { value, onChange } = props;
  const worker = useWorker();
  const problems = boardProblems(value);
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const spec = anyBoardSpec(value);
  const squareMm = Number(value.squareMm);

  const download = async (kind: 'svg' | 'png') => {
    setMenu(null);
    try {
      if (!spec) return;
      if (spec.kind === 'charuco') {
        // The markers' cells are OpenCV's dictionary's: the worker reads them.
        const layout = await worker.run('charucoLayout', { board: spec });
        if (kind === 'svg') {
          saveFile(
            charucoFileName(layout, squareMm, 'svg'),
            svgBytes(charucoSvg(layout, squareMm)),
            'image/svg+xml',
          );
        } else {
          const bytes = await pngOf(charucoRgba(layout, squareMm));
          saveFile(charucoFileName(layout, squareMm, 'png'), bytes, 'image/png');
        }
        return;
      }
      const board = { cols: spec.cols, rows: spec.rows, squareMm };
      if (kind === 'svg') {
        saveFile(boardFileName(board, 'svg'), svgBytes(chessboardSvg(board)), 'image/svg+xml');
      } else {
        const bytes = await pngOf(chessboardPixels(spec.cols, spec.rows, squarePixels(squareMm)));
        saveFile(boardFileName(board, 'png'), bytes, 'image/png');
      }
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), 'error');
    }
  };

  const field = (
    key: Exclude<keyof BoardDraft, 'kind'>,
    label: string,
    helper: string,
    width = 120,
  ) => (
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

  const charuco = props.charuco && value.kind === 'charuco';
  return (
    <Stack
      direction="row"
      spacing={1.5}
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}
    >
      {props.charuco && (
        <FormControl size="small" sx={{ width: 150 }}>
          <InputLabel id="board-kind">Board type</InputLabel>
          <Select
            labelId="board-kind"
            label="Board type"
            value={value.kind}
            onChange={(event) => onChange({ ...value, kind: event.target.value as BoardKind })}
          >
            <MenuItem value="chessboard">Chessboard</MenuItem>
            <MenuItem value="charuco">ChArUco</MenuItem>
          </Select>
        </FormControl>
      )}
      {charuco ? (
        <>
          {field('squaresX', 'Squares across', 'columns of squares', 130)}
          {field('squaresY', 'Squares down', 'rows of squares', 130)}
          {field('squareMm', 'Square size (mm)', 'as measured', 140)}
          {field('markerMm', 'Marker size (mm)', 'black border included', 150)}
          <FormControl size="small" sx={{ width: 220 }} error={!!problems.dictionary}>
            <InputLabel id="board-dictionary">Dictionary</InputLabel>
            <Select
              labelId="board-dictionary"
              label="Dictionary"
              value={value.dictionary}
              onChange={(event) => onChange({ ...value, dictionary: event.target.value })}
            >
              {DICTIONARY_CHOICES.map((name) => (
                <MenuItem key={name} value={name}>
                  {name}
                </MenuItem>
              ))}
            </Select>
            <FormHelperText>{problems.dictionary ?? 'ArUco markers, as printed'}</FormHelperText>
          </FormControl>
        </>
      ) : (
        <>
          {field('cols', 'Inner corners across', 'columns', 150)}
          {field('rows', 'Inner corners down', 'rows', 150)}
          {field('squareMm', 'Square size (mm)', 'as measured', 140)}
        </>
      )}
      {props.children}
      <Button
        startIcon={<PrintIcon />}
        disabled={!spec || (!props.charuco && spec.kind !== 'chessboard')}
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
