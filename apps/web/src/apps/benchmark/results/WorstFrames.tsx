import type { FrameResult } from '@ads/contract';
import { Table, TableBody, TableCell, TableContainer, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { TableHeader } from '../../../shell/TableHeader';

/** The frames with the most errors (FP + FN at 2 m) first; choosing one opens it in 3D. */
export function WorstFrames(props: {
  frames: FrameResult[];
  chosen: string | null;
  onChoose(sample: string): void;
}) {
  const shown = props.frames.slice(0, 50);
  const { t } = useTranslation('benchmark');
  if (shown.length === 0) {
    return <Typography color="text.secondary">{t('results.noFrame')}</Typography>;
  }
  return (
    <TableContainer sx={{ maxHeight: 420 }}>
      <Table size="small" stickyHeader aria-label={t('submission.worst')}>
        <TableHeader columns={[t('results.frame'), 'TP', 'FP', 'FN']} />
        <TableBody>
          {shown.map((frame) => (
            <TableRow
              key={frame.sample}
              hover
              selected={frame.sample === props.chosen}
              onClick={() => props.onChoose(frame.sample)}
              sx={{ cursor: 'pointer' }}
            >
              <TableCell>
                <button
                  type="button"
                  onClick={() => props.onChoose(frame.sample)}
                  aria-label={t('results.openFrame', { sample: frame.sample })}
                  translate="no"
                  style={{
                    all: 'unset',
                    cursor: 'pointer',
                    fontFamily: 'monospace',
                  }}
                >
                  {frame.sample}
                </button>
              </TableCell>
              <TableCell>{frame.tp}</TableCell>
              <TableCell sx={{ color: frame.fp ? 'error.main' : undefined }}>{frame.fp}</TableCell>
              <TableCell sx={{ color: frame.fn ? 'warning.main' : undefined }}>
                {frame.fn}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
