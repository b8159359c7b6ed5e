import { RosParameterType, STORE } from '@ads/contract';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import {
  Box,
  Button,
  IconButton,
  MenuItem,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { MONO_INPUT } from '../components/mono';
import { reasonAt } from './field-errors';
import type { ParameterDraft, PortDraft } from './version-form';

const MONO = MONO_INPUT;

function Rows(props: {
  title: string;
  hint: string;
  count: number;
  max: number;
  onAdd(): void;
  addLabel: string;
  children: React.ReactNode;
}) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
        <Box sx={{ flex: 1 }}>
          <Typography component="legend" variant="subtitle2">
            {props.title}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {props.hint}
          </Typography>
        </Box>
        <Button
          size="small"
          startIcon={<AddIcon />}
          onClick={props.onAdd}
          disabled={props.count >= props.max}
        >
          {props.addLabel}
        </Button>
      </Stack>
      <Stack spacing={1.5}>{props.children}</Stack>
    </Box>
  );
}

const rowSx = {
  display: 'grid',
  gap: 1,
  alignItems: 'start',
  gridTemplateColumns: { xs: '1fr auto', md: '1.2fr 1.2fr 1fr auto' },
  '& > .wide': { gridColumn: { xs: '1 / 2', md: 'auto' } },
} as const;

/** Inputs or outputs: a topic and its message type per row. */
export function PortRows(props: {
  kind: 'inputs' | 'outputs';
  rows: PortDraft[];
  onChange(rows: PortDraft[]): void;
  errors: Record<string, string>;
}) {
  const { t } = useTranslation('store');
  const { rows, kind } = props;
  const one = kind === 'inputs' ? 'input' : 'output';
  const set = (index: number, change: Partial<PortDraft>) =>
    props.onChange(rows.map((row, at) => (at === index ? { ...row, ...change } : row)));
  return (
    <Rows
      title={kind === 'inputs' ? t('faceEdit.inputs') : t('faceEdit.outputs')}
      hint={kind === 'inputs' ? t('faceEdit.inputsHint') : t('faceEdit.outputsHint')}
      count={rows.length}
      max={STORE.maxPorts}
      onAdd={() => props.onChange([...rows, { topic: '', type: '', description: '' }])}
      addLabel={t(one === 'input' ? 'faceEdit.addInput' : 'faceEdit.addOutput')}
    >
      {rows.map((row, index) => {
        const at = `interface.${kind}.${index}`;
        return (
          <Box
            key={index}
            sx={rowSx}
            role="group"
            aria-label={t(`faceEdit.${one}`, { number: index + 1 })}
          >
            <TextField
              size="small"
              className="wide"
              label={t('faceEdit.topic')}
              placeholder="/sensing/lidar/points"
              value={row.topic}
              onChange={(event) => set(index, { topic: event.target.value })}
              error={!!reasonAt(props.errors, `${at}.topic`)}
              helperText={reasonAt(props.errors, `${at}.topic`)}
              slotProps={MONO}
            />
            <TextField
              size="small"
              className="wide"
              label={t('faceEdit.messageType')}
              placeholder="sensor_msgs/msg/PointCloud2"
              value={row.type}
              onChange={(event) => set(index, { type: event.target.value })}
              error={!!reasonAt(props.errors, `${at}.type`)}
              helperText={reasonAt(props.errors, `${at}.type`)}
              slotProps={MONO}
            />
            <TextField
              size="small"
              className="wide"
              label={t('faceEdit.description')}
              value={row.description}
              onChange={(event) => set(index, { description: event.target.value })}
              error={!!reasonAt(props.errors, `${at}.description`)}
              helperText={reasonAt(props.errors, `${at}.description`)}
            />
            <Tooltip
              title={t(one === 'input' ? 'faceEdit.removeInput' : 'faceEdit.removeOutput', {
                number: index + 1,
              })}
            >
              <IconButton
                aria-label={t(one === 'input' ? 'faceEdit.removeInput' : 'faceEdit.removeOutput', {
                  number: index + 1,
                })}
                onClick={() => props.onChange(rows.filter((_, at) => at !== index))}
                sx={{ gridColumn: { xs: 2, md: 'auto' }, gridRow: { xs: '1', md: 'auto' } }}
              >
                <DeleteOutlineIcon />
              </IconButton>
            </Tooltip>
          </Box>
        );
      })}
    </Rows>
  );
}

/** Parameters: a name, a type, a default (read by its type) and a description per row. */
export function ParameterRows(props: {
  rows: ParameterDraft[];
  onChange(rows: ParameterDraft[]): void;
  errors: Record<string, string>;
}) {
  const { t } = useTranslation('store');
  const { rows } = props;
  const set = (index: number, change: Partial<ParameterDraft>) =>
    props.onChange(rows.map((row, at) => (at === index ? { ...row, ...change } : row)));
  return (
    <Rows
      title={t('faceEdit.parameters')}
      hint={t('faceEdit.parametersHint')}
      count={rows.length}
      max={STORE.maxParameters}
      onAdd={() =>
        props.onChange([...rows, { name: '', type: 'double', default: '', description: '' }])
      }
      addLabel={t('faceEdit.addParameter')}
    >
      {rows.map((row, index) => {
        const at = `interface.parameters.${index}`;
        return (
          <Box
            key={index}
            role="group"
            aria-label={t('faceEdit.parameter', { number: index + 1 })}
            sx={{
              ...rowSx,
              gridTemplateColumns: { xs: '1fr auto', md: '1.2fr 0.8fr 1fr 1fr auto' },
            }}
          >
            <TextField
              size="small"
              className="wide"
              label={t('faceEdit.name')}
              placeholder="max_range_m"
              value={row.name}
              onChange={(event) => set(index, { name: event.target.value })}
              error={!!reasonAt(props.errors, `${at}.name`)}
              helperText={reasonAt(props.errors, `${at}.name`)}
              slotProps={MONO}
            />
            <TextField
              size="small"
              select
              className="wide"
              label={t('faceEdit.type')}
              value={row.type}
              onChange={(event) => set(index, { type: event.target.value as RosParameterType })}
              error={!!reasonAt(props.errors, `${at}.type`)}
              helperText={reasonAt(props.errors, `${at}.type`)}
            >
              {RosParameterType.options.map((type) => (
                <MenuItem key={type} value={type}>
                  {type}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              size="small"
              className="wide"
              label={t('faceEdit.default')}
              value={row.default}
              onChange={(event) => set(index, { default: event.target.value })}
              error={!!reasonAt(props.errors, `${at}.default`)}
              helperText={reasonAt(props.errors, `${at}.default`)}
              slotProps={MONO}
            />
            <TextField
              size="small"
              className="wide"
              label={t('faceEdit.description')}
              value={row.description}
              onChange={(event) => set(index, { description: event.target.value })}
              error={!!reasonAt(props.errors, `${at}.description`)}
              helperText={reasonAt(props.errors, `${at}.description`)}
            />
            <Tooltip title={t('faceEdit.removeParameter', { number: index + 1 })}>
              <IconButton
                aria-label={t('faceEdit.removeParameter', { number: index + 1 })}
                onClick={() => props.onChange(rows.filter((_, at) => at !== index))}
                sx={{ gridColumn: { xs: 2, md: 'auto' }, gridRow: { xs: '1', md: 'auto' } }}
              >
                <DeleteOutlineIcon />
              </IconButton>
            </Tooltip>
          </Box>
        );
      })}
    </Rows>
  );
}
