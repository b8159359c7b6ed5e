import AddIcon from '@mui/icons-material/Add';
import ImageIcon from '@mui/icons-material/ImageOutlined';
import LayersIcon from '@mui/icons-material/LayersOutlined';
import ScienceIcon from '@mui/icons-material/ScienceOutlined';
import { Box, Button, Chip, Stack } from '@mui/material';
import { useRef } from 'react';
import { RecordCloudSource } from './RecordCloudSource';
import type { LidarTabModel } from './use-lidar-tab';

/** The captures (one chip each, the current one pressed) and what opens into the current one. */
export function CaptureBar({ tab, projectId }: { tab: LidarTabModel; projectId: number }) {
  const { state, capture, dispatch } = tab;
  const imageInput = useRef<HTMLInputElement>(null);
  const cloudInput = useRef<HTMLInputElement>(null);
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      {state.captures.map((each, index) => (
        <Chip
          key={each.id}
          label={`Capture ${index + 1}`}
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
        Add a capture
      </Button>
      <Button
        size="small"
        startIcon={<ScienceIcon />}
        disabled={!!tab.sampleLoading}
        onClick={() => void tab.loadSample()}
        title="Three captures of a board, drawn through a known lidar → camera transform"
      >
        Sample scene
      </Button>
      <Box sx={{ flex: 1 }} />
      <Button
        variant="outlined"
        startIcon={<ImageIcon />}
        onClick={() => imageInput.current?.click()}
      >
        {capture.image ? 'Replace image' : 'Open image'}
      </Button>
      <Button
        variant="outlined"
        startIcon={<LayersIcon />}
        onClick={() => cloudInput.current?.click()}
      >
        {capture.cloud ? 'Replace cloud' : 'Open point cloud'}
      </Button>
      <RecordCloudSource projectId={projectId} onCloud={(file) => void tab.openCloud(file)} />
      <input
        ref={imageInput}
        type="file"
        hidden
        accept="image/png,image/jpeg,image/bmp,image/webp"
        aria-label="Camera image"
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
        aria-label="Point cloud file"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void tab.openCloud(file);
        }}
      />
    </Stack>
  );
}
