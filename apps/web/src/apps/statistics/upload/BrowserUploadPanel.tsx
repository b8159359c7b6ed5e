import CloudUploadOutlinedIcon from '@mui/icons-material/CloudUploadOutlined';
import { Box, Button, Stack, Typography } from '@mui/material';
import { type DragEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileUploadRow } from './FileUploadRow';
import { ACCEPTED_EXTENSIONS, useUploads } from './upload-store';

/** Files from this computer: choose or drop them; each uploads with its own progress. */
export function BrowserUploadPanel(props: { projectId: number | null; vehicle: string }) {
  const { t } = useTranslation('statistics');
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const uploads = useUploads((state) => state.uploads);
  const add = useUploads((state) => state.add);
  const clearFinished = useUploads((state) => state.clearFinished);
  const compact = uploads.length > 0;

  const start = (files: FileList | null) => {
    if (!files || files.length === 0) return;
    add([...files], {
      ...(props.projectId ? { project_id: props.projectId } : {}),
      ...(props.vehicle.trim() ? { vehicle: props.vehicle.trim() } : {}),
    });
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    start(event.dataTransfer.files);
  };

  return (
    <Stack spacing={2}>
      <Box
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: dragging ? 'primary.main' : 'divider',
          bgcolor: dragging ? 'action.hover' : 'transparent',
          borderRadius: 3,
          p: compact ? 1.5 : { xs: 2, sm: 3 },
          textAlign: 'center',
        }}
      >
        {/* Once files are on their way, the drop zone shrinks so their progress stays in view. */}
        <Stack
          direction={compact ? 'row' : 'column'}
          spacing={compact ? 1.5 : 1}
          sx={{ alignItems: 'center', justifyContent: 'center' }}
        >
          <CloudUploadOutlinedIcon color="primary" sx={{ fontSize: compact ? 28 : 40 }} />
          <Typography>{compact ? t('upload.dropMore') : t('upload.drop')}</Typography>
          <Button
            variant={compact ? 'outlined' : 'contained'}
            size={compact ? 'small' : 'medium'}
            onClick={() => input.current?.click()}
          >
            {t('upload.choose')}
          </Button>
        </Stack>
        <input
          ref={input}
          type="file"
          multiple
          hidden
          aria-label={t('upload.files')}
          accept={ACCEPTED_EXTENSIONS.join(',')}
          onChange={(event) => {
            start(event.target.files);
            // The same file may be chosen again (e.g. to resume after a reload).
            event.target.value = '';
          }}
        />
        {!compact && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
            {t('upload.resumable')}
          </Typography>
        )}
      </Box>
      {uploads.length > 0 && (
        <Box>
          <Stack direction="row" sx={{ alignItems: 'center' }}>
            <Typography variant="subtitle2" sx={{ flex: 1 }}>
              {t('upload.uploads')}
            </Typography>
            {uploads.some((item) => item.status === 'done') && (
              <Button size="small" onClick={clearFinished}>
                {t('upload.clearFinished')}
              </Button>
            )}
          </Stack>
          <Box
            component="ul"
            aria-label={t('upload.uploads')}
            sx={{ m: 0, p: 0, '& > li + li': { borderTop: 1, borderColor: 'divider' } }}
          >
            {uploads.map((item) => (
              <FileUploadRow key={item.id} item={item} />
            ))}
          </Box>
        </Box>
      )}
    </Stack>
  );
}
