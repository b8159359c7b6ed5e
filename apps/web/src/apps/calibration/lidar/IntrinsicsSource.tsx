import type { CalibrationEntry } from '@ads/contract';
import {
  type CameraIntrinsics,
  type DistortionModel,
  parseCameraInfoYaml,
  parseOpenCvYaml,
} from '@ads/calibration';
import UploadIcon from '@mui/icons-material/FileUploadOutlined';
import {
  Alert,
  Box,
  Button,
  FormControl,
  InputLabel,
  MenuItem,
  Select,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useRef, useState } from 'react';
import { formatDateTime } from '../../../lib/format-date';
import { useCalibrations } from '../api';
import {
  EMPTY_INTRINSICS,
  type IntrinsicsDraft,
  draftOf,
  readIntrinsicsDraft,
} from './intrinsics-draft';
import { Trans, useTranslation } from 'react-i18next';
import { serverText } from '../../../lib/i18n';

export type IntrinsicsChoice =
  { kind: 'saved'; id: number | null } | { kind: 'typed'; draft: IntrinsicsDraft };

type SavedIntrinsics = Extract<CalibrationEntry, { kind: 'camera_intrinsics' }>;

export const intrinsicsOfEntry = (entry: SavedIntrinsics): CameraIntrinsics => ({
  model: entry.result.model,
  width: entry.result.image_size[0],
  height: entry.result.image_size[1],
  K: entry.result.K,
  D: entry.result.D,
});

/** The project's saved intrinsic calibrations, every sensor's, newest first. */
/** The D field's label: each model's coefficients in camera_info's order. */
const D_LABEL: Record<DistortionModel, string> = {
  plumb_bob: 'D (k1 k2 p1 p2 k3)',
  rational_polynomial: 'D (k1 k2 p1 p2 k3 k4 k5 k6)',
  equidistant: 'D (k1 k2 k3 k4)',
};

export function useSavedIntrinsics(projectId: number): SavedIntrinsics[] {
  const list = useCalibrations(projectId, 'camera_intrinsics', null);
  return (list.data ?? []).filter(
    (entry): entry is SavedIntrinsics => entry.kind === 'camera_intrinsics',
  );
}

/** The intrinsics the choice stands for, or null while it stands for none. */
export function chosenIntrinsics(
  choice: IntrinsicsChoice,
  saved: SavedIntrinsics[],
): CameraIntrinsics | null {
  if (choice.kind === 'typed') return readIntrinsicsDraft(choice.draft).intrinsics;
  const entry = saved.find((candidate) => candidate.id === choice.id) ?? saved[0];
  return entry ? intrinsicsOfEntry(entry) : null;
}

/**
 * The camera's intrinsics for the extrinsic solve: one saved in the project (Camera intrinsics
 * tab), or typed, or read from a camera_info / OpenCV YAML file into the typed fields.
 */
export function IntrinsicsSource(props: {
  choice: IntrinsicsChoice;
  onChange: (choice: IntrinsicsChoice) => void;
  saved: SavedIntrinsics[];
}) {
  const { choice, saved } = props;
  const file = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<{ file: string; message: string } | null>(null);
  const { t } = useTranslation('calibration');
  const current = chosenIntrinsics(choice, saved);
  const draft =
    choice.kind === 'typed' ? choice.draft : current ? draftOf(current) : EMPTY_INTRINSICS;
  const problems =
    choice.kind === 'typed' ? (readIntrinsicsDraft(choice.draft).problems ?? {}) : {};
  const selected =
    choice.kind === 'saved'
      ? (saved.find((entry) => entry.id === choice.id) ?? saved[0])
      : undefined;

  const readFile = async (picked: File) => {
    setProblem(null);
    try {
      const text = await picked.text();
      const camera =
        /camera_matrix:\s*\n\s*rows/.test(text) && !/%YAML:1\.0/.test(text)
          ? parseCameraInfoYaml(text).intrinsics
          : parseOpenCvYaml(text).intrinsics;
      props.onChange({ kind: 'typed', draft: draftOf(camera) });
    } catch (error) {
      setProblem({
        file: picked.name,
        message: error instanceof Error ? error.message : String(error),
      });
    }
  };

  // Each box as wide as its number (issue 30: ten significant digits were cut off in a fixed
  // 130 px); `ch` is a digit's width, 32 px the input's padding and border.
  const field = (key: Exclude<keyof IntrinsicsDraft, 'model'>, label: string, min: number) => (
    <TextField
      label={label}
      value={draft[key]}
      disabled={choice.kind !== 'typed'}
      onChange={(event) =>
        props.onChange({ kind: 'typed', draft: { ...draft, [key]: event.target.value } })
      }
      error={!!problems[key]}
      helperText={problems[key] ? serverText(problems[key]) : undefined}
      size="small"
      sx={{ width: `max(${min}px, calc(${draft[key].length + 1}ch + 32px))`, maxWidth: '100%' }}
      slotProps={{ htmlInput: { inputMode: 'decimal' } }}
    />
  );

  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={choice.kind}
          aria-label={t('lidar.source.label')}
          onChange={(_event, next: 'saved' | 'typed' | null) => {
            if (next === 'saved')
              props.onChange({ kind: 'saved', id: selected?.id ?? saved[0]?.id ?? null });
            if (next === 'typed') props.onChange({ kind: 'typed', draft });
          }}
        >
          <ToggleButton value="saved">{t('lidar.source.saved')}</ToggleButton>
          <ToggleButton value="typed">{t('lidar.source.typed')}</ToggleButton>
        </ToggleButtonGroup>
        <Button size="small" startIcon={<UploadIcon />} onClick={() => file.current?.click()}>
          <span>
            <Trans
              t={t}
              i18nKey="lidar.source.read"
              components={[<span translate="no" key="code" />]}
            />
          </span>
        </Button>
        <input
          ref={file}
          type="file"
          hidden
          accept=".yaml,.yml,.txt"
          aria-label={t('lidar.source.file')}
          onChange={(event) => {
            const picked = event.target.files?.[0];
            event.target.value = '';
            if (picked) void readFile(picked);
          }}
        />
      </Stack>
      {problem && (
        <Alert severity="error">
          <Trans
            t={t}
            i18nKey="lidar.source.problem"
            values={{ file: problem.file, message: serverText(problem.message) }}
            components={[<span translate="no" key="file" />]}
          />
        </Alert>
      )}
      {choice.kind === 'saved' &&
        (saved.length === 0 ? (
          <Alert severity="info">{t('lidar.source.none')}</Alert>
        ) : (
          <FormControl
            size="small"
            sx={{ minWidth: 360, maxWidth: '100%', alignSelf: 'flex-start' }}
          >
            <InputLabel id="saved-intrinsics">{t('lidar.source.select')}</InputLabel>
            <Select
              labelId="saved-intrinsics"
              label={t('lidar.source.select')}
              value={selected?.id ?? ''}
              onChange={(event) =>
                props.onChange({ kind: 'saved', id: Number(event.target.value) })
              }
            >
              {saved.map((entry) => (
                <MenuItem key={entry.id} value={entry.id}>
                  <span>
                    <span translate="no">{entry.sensor}</span> · {formatDateTime(entry.created_at)}{' '}
                    · RMS {entry.result.rms.toFixed(3)} px
                  </span>
                </MenuItem>
              ))}
            </Select>
          </FormControl>
        ))}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        {field('fx', 'fx', 130)}
        {field('fy', 'fy', 130)}
        {field('cx', 'cx', 130)}
        {field('cy', 'cy', 130)}
        {field('width', t('lidar.source.width'), 90)}
        {field('height', t('lidar.source.height'), 90)}
        <FormControl size="small" sx={{ minWidth: 150 }} disabled={choice.kind !== 'typed'}>
          <InputLabel id="typed-model">{t('result.model')}</InputLabel>
          <Select
            labelId="typed-model"
            label={t('result.model')}
            value={draft.model}
            onChange={(event) =>
              props.onChange({
                kind: 'typed',
                draft: { ...draft, model: event.target.value as DistortionModel },
              })
            }
          >
            <MenuItem value="plumb_bob">
              <span translate="no">plumb_bob</span>
            </MenuItem>
            <MenuItem value="rational_polynomial">
              <span translate="no">rational_polynomial</span>
            </MenuItem>
            <MenuItem value="equidistant">
              <span translate="no">equidistant</span>
            </MenuItem>
          </Select>
        </FormControl>
        {/* D's list is long (5 to 8 numbers): it takes the rest of the row and wraps. */}
        <TextField
          label={D_LABEL[draft.model]}
          value={draft.D}
          disabled={choice.kind !== 'typed'}
          onChange={(event) =>
            props.onChange({ kind: 'typed', draft: { ...draft, D: event.target.value } })
          }
          error={!!problems.D}
          helperText={problems.D ? serverText(problems.D) : undefined}
          size="small"
          multiline
          sx={{ flex: '1 1 360px', minWidth: 280 }}
        />
      </Box>
      {choice.kind === 'saved' && selected && (
        <Typography variant="caption" color="text.secondary">
          <Trans
            t={t}
            i18nKey="lidar.source.from"
            values={{ sensor: selected.sensor, at: formatDateTime(selected.created_at) }}
            components={[<span translate="no" key="sensor" />]}
          />
        </Typography>
      )}
    </Stack>
  );
}
