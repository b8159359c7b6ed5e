import CloseIcon from '@mui/icons-material/Close';
import GrainIcon from '@mui/icons-material/Grain';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import {
  Button,
  CircularProgress,
  IconButton,
  Paper,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../../lib/notify';
import type { MapEditorApi } from '../../model/editor-api';
import { loadPointCloud } from './load-point-cloud';
import { pointCloud, usePointCloud } from './point-cloud-store';

/**
 * The point-cloud layer's control over the map's bottom left: load a PCD file from the disk,
 * then its name and size, show or hide it, remove it. Reading happens in a worker; the file
 * is not uploaded.
 */
export function PointCloudControl(props: { editor: MapEditorApi }) {
  const { t } = useTranslation('map');
  const layer = usePointCloud((state) => state.layer);
  const loading = usePointCloud((state) => state.loading);
  const input = useRef<HTMLInputElement>(null);

  const load = async (files: File[]) => {
    const names = files.map((file) => file.name).join(', ');
    pointCloud.set({ loading: names });
    try {
      const loaded = await loadPointCloud(files, props.editor.projector);
      pointCloud.set({ layer: loaded, ground: null });
      notify(
        t('pointCloud.loaded', {
          file: names,
          points: loaded.points.toLocaleString(),
          drawn: loaded.drawn.toLocaleString(),
        }),
        'success',
      );
    } catch (error) {
      notify(
        t('pointCloud.failed', {
          file: names,
          reason: error instanceof Error ? error.message : String(error),
        }),
        'error',
      );
    } finally {
      pointCloud.set({ loading: null });
    }
  };

  return (
    <Paper
      elevation={2}
      data-testid="point-cloud-control"
      sx={{
        position: 'absolute',
        left: 8,
        bottom: 8,
        px: 1,
        py: 0.5,
        maxWidth: 'calc(100% - 140px)',
      }}
    >
      <input
        ref={input}
        type="file"
        accept=".pcd"
        multiple
        hidden
        aria-label={t('pointCloud.file')}
        data-testid="point-cloud-file"
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          if (files.length > 0) void load(files);
        }}
      />
      {loading ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', py: 0.5 }}>
          <CircularProgress size={16} />
          <Typography variant="body2">{t('pointCloud.reading', { file: loading })}</Typography>
        </Stack>
      ) : layer ? (
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
          <GrainIcon fontSize="small" color={layer.visible ? 'primary' : 'disabled'} />
          <Stack sx={{ minWidth: 0, px: 0.5 }}>
            <Typography variant="body2" noWrap translate="no" data-testid="point-cloud-name">
              {layer.name}
            </Typography>
            <Typography variant="caption" color="text.secondary" noWrap>
              {t('pointCloud.size', {
                points: layer.points.toLocaleString(),
                drawn: layer.drawn.toLocaleString(),
              })}
            </Typography>
          </Stack>
          <Tooltip title={layer.visible ? t('pointCloud.hide') : t('pointCloud.show')}>
            <IconButton
              size="small"
              aria-label={layer.visible ? t('pointCloud.hide') : t('pointCloud.show')}
              aria-pressed={layer.visible}
              onClick={() => pointCloud.toggle()}
            >
              {layer.visible ? (
                <VisibilityIcon fontSize="small" />
              ) : (
                <VisibilityOffIcon fontSize="small" />
              )}
            </IconButton>
          </Tooltip>
          <Tooltip title={t('pointCloud.remove')}>
            <IconButton
              size="small"
              aria-label={t('pointCloud.remove')}
              onClick={() => pointCloud.remove()}
            >
              <CloseIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </Stack>
      ) : (
        <Tooltip title={t('pointCloud.hint')} describeChild>
          <Button size="small" startIcon={<GrainIcon />} onClick={() => input.current?.click()}>
            {t('pointCloud.load')}
          </Button>
        </Tooltip>
      )}
    </Paper>
  );
}
