import AddIcon from '@mui/icons-material/Add';
import ImageIcon from '@mui/icons-material/ImageOutlined';
import LayersIcon from '@mui/icons-material/LayersOutlined';
import ScienceIcon from '@mui/icons-material/ScienceOutlined';
import { Box, Button, Chip, Stack } from '@mui/material';
import { useRef } from 'react';
import { RecordCloudSource } from './RecordCloudSource';
import type { LidarTabModel } from './use-lidar-tab';
import { useTranslation } from 'react-i18next';

/** The captures (one chip each, the current one pressed) and what opens into the current one. */
export function CaptureBar({ tab, projectId }: { tab: LidarTabModel; projectId: number }) {
  const { state, capture, dispatch } = tab;
  const imageInput = useRef<HTMLInputElement>(null);
  const cloudInput = useRef<HTMLInputElement>(null);
  const { t } = useTranslation('calibration');
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      {state.captures.map((each, index) => (
        <Chip
          key={each.id}
          label={t('lidar.captures.capture', { n: index + 1 })}
          color={each.id === capture.id ? 'primary' : 'default'}
          onClick={() => dispatch({ type: 'select', id: each.id })}
          onDelete={
            state.captures.length > 1
              ? () => dispatch({ type: 'removeCapture', id: each.id })
              : undefined
          }
          aria-pressed={each.id === capture.id}
        />
      ))}
      <Button size="small" startIcon={<AddIcon />} onClick={() => dispatch({ type: 'addCapture' })}>
        {t('lidar.captures.add')}
      </Button>
      <Button
        size="small"
        startIcon={<ScienceIcon />}
        disabled={!!tab.sampleLoading}
        onClick={() => void tab.loadSample()}
        title={t('lidar.captures.sampleTip')}
      >
        {t('lidar.captures.sample')}
      </Button>
      <Box sx={{ flex: 1 }} />
      <Button
        variant="outlined"
        startIcon={<ImageIcon />}
        onClick={() => imageInput.current?.click()}
      >
        {t(capture.image ? 'lidar.captures.replaceImage' : 'lidar.captures.openImage')}
      </Button>
      <Button
        variant="outlined"
        startIcon={<LayersIcon />}
        onClick={() => cloudInput.current?.click()}
      >
        {t(capture.cloud ? 'lidar.captures.replaceCloud' : 'lidar.captures.openCloud')}
      </Button>
      <RecordCloudSource projectId={projectId} onCloud={(file) => void tab.openCloud(file)} />
      <input
        ref={imageInput}
        type="file"
        hidden
        accept="image/png,image/jpeg,image/bmp,image/webp"
        aria-label={t('lidar.captures.imageFile')}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void tab.openImage(file);
        }}
      />
      <input
        ref={cloudInput}
        type="file"
        hidden
        accept=".pcd,.bin"
        aria-label={t('lidar.captures.cloudFile')}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void tab.openCloud(file);
        }}
      />
    </Stack>
  );
}
