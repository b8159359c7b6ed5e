import type { MapSummary } from '@ads/contract';
import AddIcon from '@mui/icons-material/Add';
import FolderOutlinedIcon from '@mui/icons-material/FolderOutlined';
import LayersOutlinedIcon from '@mui/icons-material/LayersOutlined';
import UploadIcon from '@mui/icons-material/FileUploadOutlined';
import { Button, Container, Stack } from '@mui/material';
import { useRef, useState } from 'react';
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

/** HDMAP Builder's home: the chosen project's Lanelet2 maps; new, import, open, delete. */
export default function MapPage() {
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
      notify(`${map.name} was deleted.`, 'success');
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
          project
            ? `Lanelet2 maps of ${project.title}`
            : 'Lanelet2 maps, drawn and validated in the browser'
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
                {importing ? 'Importing…' : 'Import .osm'}
              </Button>
              <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
                New map
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
        aria-label="OSM file to import"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void importFile(file);
        }}
      />
      {!project ? (
        <EmptyState
          icon={<FolderOutlinedIcon />}
          title="Choose a project"
          titleComponent="h2"
          text="Maps belong to a project. Choose one with the project button in the top bar to see its maps."
        />
      ) : maps.isPending ? (
        <LoadingBlocks count={3} height={56} />
      ) : maps.isError ? (
        <ErrorState error={maps.error} onRetry={() => void maps.refetch()} />
      ) : maps.data.length === 0 ? (
        <EmptyState
          icon={<LayersOutlinedIcon />}
          title="No map yet"
          titleComponent="h2"
          text="Draw a Lanelet2 map from scratch, or import an .osm file from Vector Map Builder, JOSM or Autoware."
          action={
            <Button variant="contained" onClick={() => setCreating(true)}>
              New map
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
        text={`Delete "${doomed?.name ?? ''}" with all its versions? This cannot be undone.`}
        confirmLabel="Delete"
        onConfirm={() => doomed && void remove(doomed)}
        onCancel={() => setDoomed(null)}
      />
    </Container>
  );
}
