import type { MapSummary } from '@ads/contract';
import AddIcon from '@mui/icons-material/Add';
import FolderOutlinedIcon from '@mui/icons-material/FolderOutlined';
import LayersOutlinedIcon from '@mui/icons-material/LayersOutlined';
import UploadIcon from '@mui/icons-material/FileUploadOutlined';
import { Button, Container, Stack } from '@mui/material';
import { useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notify } from '../../lib/notify';
import { useMainOptions } from '../../lib/options-store';
import { ConfirmDialog } from '../../shell/ConfirmDialog';
import { EmptyState } from '../../shell/EmptyState';
import { PageHeader } from '../../shell/PageHeader';
import { ErrorState, LoadingBlocks } from '../../shell/StateViews';
import { deleteMap, useMaps, useRefreshMaps } from './api';
import { ImportResultDialog } from './list/ImportResultDialog';
import { type ImportedMap, importOsmFile } from './list/import-map';
import { MapTable, mapPath } from './list/MapTable';
import { NewMapDialog } from './list/NewMapDialog';
import { withTyped } from '../../lib/i18n/typed';

/** HDMAP Builder's home: the chosen project's Lanelet2 maps; new, import, open, delete. */
export default function MapPage() {
  const { t } = useTranslation(['map', 'common']);
  const project = useMainOptions((state) => state.project);
  const maps = useMaps(project?.id ?? null);
  const refresh = useRefreshMaps();
  const navigate = useNavigate();
  const fileInput = useRef<HTMLInputElement>(null);
  const [creating, setCreating] = useState(false);
  const [importing, setImporting] = useState(false);
  const [imported, setImported] = useState<ImportedMap | null>(null);
  const [doomed, setDoomed] = useState<MapSummary | null>(null);

  const importFile = async (file: File) => {
    if (!project) return;
    setImporting(true);
    try {
      setImported(await importOsmFile(project.id, file));
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), 'error');
    } finally {
      setImporting(false);
      void refresh();
    }
  };
  const remove = async (map: MapSummary) => {
    setDoomed(null);
    try {
      await deleteMap(map.id);
      notify(t('list.deleted', { name: map.name }), 'success');
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), 'error');
    }
    void refresh();
  };

  return (
    <Container maxWidth="xl" sx={{ py: { xs: 3, sm: 4 } }}>
      <PageHeader
        title="HDMAP Builder"
        subtitle={
          project ? (
            <Trans
              t={t}
              i18nKey="list.subtitleOf"
              values={{ project: project.title }}
              components={[<span key="0" translate="no" />]}
            />
          ) : (
            t('list.subtitle')
          )
        }
        action={
          project && (
            <Stack direction="row" spacing={1}>
              <Button
                variant="outlined"
                startIcon={<UploadIcon />}
                disabled={importing}
                onClick={() => fileInput.current?.click()}
              >
                {importing ? t('list.importing') : t('list.importOsm')}
              </Button>
              <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
                {t('list.newMap')}
              </Button>
            </Stack>
          )
        }
      />
      <input
        ref={fileInput}
        type="file"
        hidden
        accept=".osm,.xml,application/xml,text/xml"
        aria-label={t('list.fileLabel')}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void importFile(file);
        }}
      />
      {!project ? (
        <EmptyState
          icon={<FolderOutlinedIcon />}
          title={t('list.chooseProject.title')}
          titleComponent="h2"
          text={t('list.chooseProject.text')}
        />
      ) : maps.isPending ? (
        <LoadingBlocks count={3} height={56} />
      ) : maps.isError ? (
        <ErrorState error={maps.error} onRetry={() => void maps.refetch()} />
      ) : maps.data.length === 0 ? (
        <EmptyState
          icon={<LayersOutlinedIcon />}
          title={t('list.empty.title')}
          titleComponent="h2"
          text={t('list.empty.text')}
          action={
            <Button variant="contained" onClick={() => setCreating(true)}>
              {t('list.newMap')}
            </Button>
          }
        />
      ) : (
        <MapTable maps={maps.data} onDelete={setDoomed} />
      )}
      {project && (
        <NewMapDialog
          open={creating}
          projectId={project.id}
          onClose={() => setCreating(false)}
          onCreated={(id) => {
            setCreating(false);
            void refresh();
            void navigate(mapPath(id));
          }}
        />
      )}
      <ImportResultDialog
        result={imported}
        onClose={() => setImported(null)}
        onOpen={(id) => void navigate(mapPath(id))}
      />
      <ConfirmDialog
        open={doomed !== null}
        text={withTyped(t('list.confirmDelete', { name: doomed?.name ?? '' }), doomed?.name)}
        confirmLabel={t('common:actions.delete')}
        onConfirm={() => doomed && void remove(doomed)}
        onCancel={() => setDoomed(null)}
      />
    </Container>
  );
}
