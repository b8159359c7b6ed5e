import type { WiringEntry } from '@ads/contract';
import {
  Box,
  Chip,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useTranslation } from 'react-i18next';

const COLOR: Record<WiringEntry['status'], 'success' | 'default' | 'error'> = {
  ok: 'success',
  external: 'default',
  no_producer: 'error',
  type_mismatch: 'error',
  several_producers: 'error',
};

const MONO = {
  fontFamily: 'ui-monospace, Menlo, Consolas, monospace',
  fontSize: 13,
  overflowWrap: 'anywhere',
} as const;

/** A phone's wiring: one block per input, as a table of four columns would not fit. */
function WiringList({ wiring }: { wiring: WiringEntry[] }) {
  const { t } = useTranslation('store');
  return (
    <Stack
      component="ul"
      aria-label={t('combo.wiring')}
      spacing={1}
      sx={{ listStyle: 'none', p: 0, m: 0 }}
    >
      {wiring.map((entry) => {
        const status = { color: COLOR[entry.status], label: t(`wiring.status.${entry.status}`) };
        return (
          <Box
            component="li"
            key={`${entry.member}\n${entry.topic}`}
            aria-label={`${entry.member} ${entry.topic}`}
            sx={{ borderBottom: 1, borderColor: 'divider', pb: 1 }}
          >
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
              <Typography sx={{ ...MONO, fontWeight: 600, flex: 1 }}>{entry.member}</Typography>
              <Chip
                size="small"
                color={status.color}
                label={status.label}
                variant={entry.status === 'ok' ? 'outlined' : 'filled'}
              />
            </Stack>
            <Typography sx={MONO}>{entry.topic}</Typography>
            <Typography variant="caption" color="text.secondary" sx={MONO} component="div">
              {entry.type}
              {entry.producers.length > 0
                ? ` · ${t('wiring.from', { producers: entry.producers.join(', ') })}`
                : ''}
            </Typography>
            {entry.message && (
              <Typography variant="body2" color="error" sx={{ mt: 0.5 }}>
                {entry.message}
              </Typography>
            )}
          </Box>
        );
      })}
    </Stack>
  );
}

/** Every input of every member and who produces it, with the server's sentence for errors. */
export function WiringTable({ wiring }: { wiring: WiringEntry[] }) {
  const { t } = useTranslation('store');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  if (phone && wiring.length > 0) return <WiringList wiring={wiring} />;
  if (wiring.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('wiring.nothing')}
      </Typography>
    );
  }
  return (
    <TableContainer>
      <Table size="small" aria-label={t('combo.wiring')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('wiring.member')}</TableCell>
            <TableCell>{t('wiring.input')}</TableCell>
            <TableCell>{t('wiring.statusColumn')}</TableCell>
            <TableCell sx={{ display: { xs: 'none', xl: 'table-cell' }, whiteSpace: 'nowrap' }}>
              {t('wiring.producedBy')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {wiring.map((entry) => {
            const status = {
              color: COLOR[entry.status],
              label: t(`wiring.status.${entry.status}`),
            };
            return (
              <TableRow
                key={`${entry.member}\n${entry.topic}`}
                aria-label={`${entry.member} ${entry.topic}`}
              >
                <TableCell sx={{ ...MONO, fontWeight: 600, minWidth: 150 }}>
                  {entry.member}
                </TableCell>
                <TableCell sx={{ ...MONO, minWidth: 250 }}>
                  {entry.topic}
                  <Typography
                    variant="caption"
                    color="text.secondary"
                    component="div"
                    sx={{ fontFamily: 'inherit' }}
                  >
                    {entry.type}
                  </Typography>
                  {entry.producers.length > 0 && (
                    <Typography
                      variant="caption"
                      color="text.secondary"
                      component="div"
                      sx={{ fontFamily: 'inherit', display: { xl: 'none' } }}
                    >
                      {t('wiring.from', { producers: entry.producers.join(', ') })}
                    </Typography>
                  )}
                </TableCell>
                <TableCell sx={{ minWidth: 180 }}>
                  <Chip
                    size="small"
                    color={status.color}
                    label={status.label}
                    variant={entry.status === 'ok' ? 'outlined' : 'filled'}
                  />
                  {entry.message && (
                    <Typography variant="body2" color="error" sx={{ mt: 0.5 }}>
                      {entry.message}
                    </Typography>
                  )}
                </TableCell>
                <TableCell sx={{ ...MONO, display: { xs: 'none', xl: 'table-cell' } }}>
                  {entry.producers.length ? entry.producers.join(', ') : '—'}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
