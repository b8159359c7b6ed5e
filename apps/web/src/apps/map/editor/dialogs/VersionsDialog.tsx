import type { MapVersionInfo } from '@ads/contract';
import {
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../lib/format-date';
import { ErrorState, LoadingBlocks } from '../../../../shell/StateViews';
import { useMapVersions } from '../../api';
import { FindingChips } from '../../components/FindingChips';

/** The map's saved versions, newest first; any older one can be restored as a new version. */
export function VersionsDialog(props: {
  mapId: number;
  open: boolean;
  current: number;
  onRestore(version: MapVersionInfo): void;
  onClose(): void;
}) {
  const { t } = useTranslation(['map', 'common']);
  const versions = useMapVersions(props.mapId, props.open);
  return (
    <Dialog
      open={props.open}
      onClose={props.onClose}
      maxWidth="md"
      fullWidth
      aria-labelledby="versions-title"
    >
      <DialogTitle id="versions-title">{t('versions.title')}</DialogTitle>
      <DialogContent>
        {versions.isPending ? (
          <LoadingBlocks count={2} height={48} />
        ) : versions.isError ? (
          <ErrorState error={versions.error} onRetry={() => void versions.refetch()} />
        ) : versions.data.length === 0 ? (
          t('versions.none')
        ) : (
          <Table size="small" aria-label={t('versions.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('versions.version')}</TableCell>
                <TableCell>{t('versions.saved')}</TableCell>
                <TableCell>{t('versions.by')}</TableCell>
                <TableCell align="right">{t('versions.lanelets')}</TableCell>
                <TableCell>{t('versions.findings')}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {versions.data.map((version) => (
                <TableRow key={version.version}>
                  <TableCell>
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                      <span>{version.version}</span>
                      {version.version === props.current && (
                        <Chip size="small" label={t('versions.current')} />
                      )}
                    </Stack>
                  </TableCell>
                  <TableCell>{formatDateTime(version.created_at)}</TableCell>
                  <TableCell translate="no">{version.author?.name ?? '—'}</TableCell>
                  <TableCell align="right">{version.lanelets}</TableCell>
                  <TableCell>
                    <FindingChips counts={version.counts} />
                  </TableCell>
                  <TableCell align="right">
                    {version.version !== props.current && (
                      <Button size="small" onClick={() => props.onRestore(version)}>
                        {t('versions.restore')}
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{t('common:actions.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
