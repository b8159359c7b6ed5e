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
import { serverText } from '../../../lib/i18n';
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
import { useTranslation } from 'react-i18next';

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
  const { t } = useTranslation('calibration');
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
      helperText={problems[key] ? serverText(problems[key]) : helper}
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
          <InputLabel id="board-kind">{t('board.type')}</InputLabel>
          <Select
            labelId="board-kind"
            label={t('board.type')}
            value={value.kind}
            onChange={(event) => onChange({ ...value, kind: event.target.value as BoardKind })}
          >
            <MenuItem value="chessboard">{t('board.chessboard')}</MenuItem>
            <MenuItem value="charuco">ChArUco</MenuItem>
          </Select>
        </FormControl>
      )}
      {charuco ? (
        <>
          {field('squaresX', t('board.squaresX'), t('board.squaresXHelp'), 130)}
          {field('squaresY', t('board.squaresY'), t('board.squaresYHelp'), 130)}
          {field('squareMm', t('board.squareMm'), t('board.measured'), 140)}
          {field('markerMm', t('board.markerMm'), t('board.markerHelp'), 150)}
          <FormControl size="small" sx={{ width: 220 }} error={!!problems.dictionary}>
            <InputLabel id="board-dictionary">{t('board.dictionary')}</InputLabel>
            <Select
              labelId="board-dictionary"
              label={t('board.dictionary')}
              value={value.dictionary}
              onChange={(event) => onChange({ ...value, dictionary: event.target.value })}
            >
              {DICTIONARY_CHOICES.map((name) => (
                <MenuItem key={name} value={name}>
                  <span translate="no">{name}</span>
                </MenuItem>
              ))}
            </Select>
            <FormHelperText>
              {problems.dictionary ? serverText(problems.dictionary) : t('board.dictionaryHelp')}
            </FormHelperText>
          </FormControl>
        </>
      ) : (
        <>
          {field('cols', t('board.cols'), t('board.colsHelp'), 150)}
          {field('rows', t('board.rows'), t('board.rowsHelp'), 150)}
          {field('squareMm', t('board.squareMm'), t('board.measured'), 140)}
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
        {t('board.print')}
      </Button>
      <Menu anchorEl={menu} open={!!menu} onClose={() => setMenu(null)}>
        <MenuItem onClick={() => void download('svg')}>{t('board.svg')}</MenuItem>
        <MenuItem onClick={() => void download('png')}>
          {t('board.png', { dpi: PRINT_DPI })}
        </MenuItem>
      </Menu>
    </Stack>
  );
}
