import type { IntrinsicStd } from '@ads/contract';
import type { CameraIntrinsics, DistortionModel } from '@ads/calibration';
import {
  Alert,
  Box,
  ButtonBase,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableRow,
  Typography,
} from '@mui/material';
import { sigmaText } from '../shared/saved-summary';
import { Trans, useTranslation } from 'react-i18next';
import { serverText } from '../../../lib/i18n';

/** A result on the page: just computed from the views, or opened from the history. */
export interface ShownIntrinsics {
  origin: 'computed' | 'saved';
  rms: number;
  K: number[];
  D: number[];
  model: DistortionModel;
  width: number;
  height: number;
  /**
   * One standard deviation of fx, fy, cx, cy and of D, as the solver gave them (a saved result
   * keeps them; one saved before they were kept has none).
   */
  std: IntrinsicStd | null;
  views: Array<{ id: string | null; name: string; rms: number | null; dropped: boolean }>;
  /** "Saved 2026-… by …" for an opened entry. */
  savedLabel?: string;
}

export const intrinsicsOf = (shown: ShownIntrinsics): CameraIntrinsics => ({
  model: shown.model,
  width: shown.width,
  height: shown.height,
  K: shown.K,
  D: shown.D,
});

const D_NAMES: Record<DistortionModel, string[]> = {
  plumb_bob: ['k1', 'k2', 'p1', 'p2', 'k3'],
  rational_polynomial: ['k1', 'k2', 'p1', 'p2', 'k3', 'k4', 'k5', 'k6'],
  equidistant: ['k1', 'k2', 'k3', 'k4'],
};

const MODEL_WORDS = {
  plumb_bob: 'result.pinhole',
  rational_polynomial: 'result.rational',
  equidistant: 'result.fisheye',
} as const satisfies Record<DistortionModel, string>;

/** A standard deviation the solver gave (not null, not NaN). */
const given = (sigma: number | null | undefined): sigma is number =>
  typeof sigma === 'number' && Number.isFinite(sigma);

const fixed = (value: number, digits: number) =>
  Number.isFinite(value) ? value.toFixed(digits) : '—';

/** How good an RMS is, in words (OpenCV's rule of thumb: well under a pixel). */
function rmsWords(rms: number): {
  text: 'good' | 'fair' | 'high';
  severity: 'success' | 'info' | 'warning';
} {
  if (rms < 0.5) return { text: 'good', severity: 'success' };
  if (rms < 1) return { text: 'fair', severity: 'info' };
  return { text: 'high', severity: 'warning' };
}

/**
 * The calibration: RMS, fx fy cx cy (± one standard deviation), D, and each view's
 * reprojection error as a bar. A bar is a button: it leaves its view out (or takes it back)
 * and the page calibrates again.
 */
export function IntrinsicResults(props: {
  shown: ShownIntrinsics;
  stale: boolean;
  busy: boolean;
  onToggleView: (id: string) => void;
}) {
  const { shown, stale } = props;
  const { t } = useTranslation('calibration');
  const [fx, , cx, , fy, cy] = shown.K as [number, number, number, number, number, number];
  const words = rmsWords(shown.rms);
  const top = Math.max(1e-9, ...shown.views.map((view) => view.rms ?? 0));
  const std = shown.std;
  const rows: Array<[string, number, number | null | undefined]> = [
    ['fx', fx, std?.K[0]],
    ['fy', fy, std?.K[1]],
    ['cx', cx, std?.K[2]],
    ['cy', cy, std?.K[3]],
  ];
  return (
    <Stack spacing={1.5}>
      {shown.savedLabel && <Alert severity="info">{serverText(shown.savedLabel)}</Alert>}
      {stale && <Alert severity="warning">{t('result.stale')}</Alert>}
      <Box>
        <Typography
          variant="h5"
          component="p"
          sx={{ fontWeight: 700 }}
          aria-label={t('result.rmsLabel')}
        >
          {fixed(shown.rms, 3)} px
        </Typography>
        <Typography variant="body2" color={`${words.severity}.main`}>
          {t('result.rmsOver', {
            count: shown.views.filter((v) => v.rms !== null).length,
            words: t(`result.rmsWords.${words.text}`),
          })}
        </Typography>
      </Box>
      <Table
        size="small"
        aria-label={t('result.matrix')}
        sx={{ '& td': { fontVariantNumeric: 'tabular-nums' } }}
      >
        <TableBody>
          {rows.map(([name, value, sigma]) => (
            <TableRow
              key={name}
              data-param={name}
              data-std={given(sigma) ? sigma.toFixed(4) : undefined}
            >
              <TableCell component="th" scope="row" sx={{ fontWeight: 600, width: 48 }}>
                {name}
              </TableCell>
              <TableCell>{fixed(value, 3)} px</TableCell>
              <TableCell sx={{ color: 'text.secondary' }}>
                {sigma === undefined ? '' : `± ${sigmaText(sigma, 3)}`}
              </TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
              D
            </TableCell>
            <TableCell colSpan={2} aria-label={t('result.distortion')}>
              {shown.D.map((value, k) => (
                <Box component="span" key={k} sx={{ display: 'inline-block', mr: 1.5 }}>
                  <Box component="span" sx={{ color: 'text.secondary' }}>
                    {D_NAMES[shown.model][k] ?? `d${k}`}{' '}
                  </Box>
                  {value.toPrecision(6)}
                  {std?.D[k] !== undefined && (
                    <Box component="span" sx={{ color: 'text.secondary' }}>
                      {' '}
                      ± {given(std.D[k]) ? std.D[k].toPrecision(2) : '—'}
                    </Box>
                  )}
                </Box>
              ))}
            </TableCell>
          </TableRow>
          <TableRow>
            <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
              {t('result.model')}
            </TableCell>
            <TableCell colSpan={2}>
              <Trans
                t={t}
                i18nKey={MODEL_WORDS[shown.model]}
                components={[<span translate="no" key="code" />]}
              />{' '}
              · {shown.width}×{shown.height}
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
      <Box component="section" aria-label={t('result.perViewLabel')}>
        <Typography variant="subtitle2" component="h3">
          {t('result.perView')}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 0.5 }}>
          {t(shown.origin === 'computed' ? 'result.clickBar' : 'result.asSaved')}
        </Typography>
        <Stack spacing={0.25} sx={{ maxHeight: 280, overflow: 'auto' }}>
          {shown.views.map((view) => {
            const share = view.rms === null ? 0 : view.rms / top;
            const label = view.dropped
              ? t('result.bar.leftOut', { name: view.name })
              : view.rms === null
                ? t('result.bar.notUsed', { name: view.name })
                : t('result.bar.used', { name: view.name, rms: view.rms.toFixed(3) });
            const clickable = shown.origin === 'computed' && view.id !== null && !props.busy;
            return (
              <ButtonBase
                key={view.id ?? view.name}
                disabled={!clickable}
                onClick={() => view.id && props.onToggleView(view.id)}
                aria-label={label}
                aria-pressed={shown.origin === 'computed' ? view.dropped : undefined}
                data-view={view.id ?? undefined}
                data-dropped={String(view.dropped)}
                data-rms={view.rms === null ? undefined : view.rms.toFixed(4)}
                sx={{
                  display: 'grid',
                  gridTemplateColumns: 'minmax(0, 9rem) 1fr 4.5rem',
                  gap: 1,
                  alignItems: 'center',
                  textAlign: 'left',
                  borderRadius: 1,
                  px: 0.5,
                  py: 0.25,
                  '&:hover': clickable ? { bgcolor: 'action.hover' } : undefined,
                  opacity: view.dropped ? 0.5 : 1,
                }}
              >
                <Typography variant="caption" noWrap title={view.name} translate="no">
                  {view.name}
                </Typography>
                <Box
                  sx={{ height: 10, bgcolor: 'action.hover', borderRadius: 1, overflow: 'hidden' }}
                >
                  <Box
                    sx={{
                      width: `${Math.round(share * 100)}%`,
                      height: '100%',
                      bgcolor: (view.rms ?? 0) > 1 ? 'warning.main' : 'primary.main',
                    }}
                  />
                </Box>
                <Typography
                  variant="caption"
                  sx={{ textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}
                >
                  {view.dropped
                    ? t('result.bar.leftOutShort')
                    : view.rms === null
                      ? '—'
                      : `${view.rms.toFixed(2)} px`}
                </Typography>
              </ButtonBase>
            );
          })}
        </Stack>
      </Box>
    </Stack>
  );
}
