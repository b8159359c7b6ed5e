import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CloseIcon from '@mui/icons-material/Close';
import {
  Autocomplete,
  Box,
  IconButton,
  MenuItem,
  Paper,
  Skeleton,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PanelConfig } from './layout';
import type { PlaybackTopic, TopicKind } from './protocol';

/** Which topics a panel of each kind may show. */
const KINDS_OF: Record<Exclude<PanelConfig['kind'], 'plot'>, TopicKind[] | 'all'> = {
  '3d': ['cloud', 'objects', 'pose'],
  image: ['image'],
  raw: 'all',
  map: ['gnss'],
};

/** What a panel's header does to the layout, by the panel's id (stable across renders). */
export interface PanelActions {
  change(id: string, change: Partial<Omit<PanelConfig, 'id'>>): void;
  move(id: string, by: -1 | 1): void;
  remove(id: string): void;
}

interface HeaderProps {
  panel: PanelConfig;
  topics: readonly PlaybackTopic[];
  /** The plot's choices: `topic.field` of every numeric field the index found. */
  fieldPaths: readonly string[];
  first: boolean;
  last: boolean;
  actions: PanelActions;
  /**
   * Whether the heavy panels have started (first-frame.ts): until then a plot's path chooser
   * (an Autocomplete, 60 ms of the page's first render in software) is a placeholder.
   */
  started: boolean;
}

/**
 * A panel's card: its kind as the title, what it shows (topics, or a plot's paths) to choose,
 * move it earlier or later, remove it; the panel itself below, at a fixed height.
 */
export function PanelFrame(props: HeaderProps & { children: ReactNode }) {
  const { t } = useTranslation('statistics');
  const { children, ...header } = props;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={t(`playback.kinds.${props.panel.kind}`)}
      data-panel-kind={props.panel.kind}
      sx={{ p: 1.5, borderRadius: 2, minWidth: 0, display: 'flex', flexDirection: 'column' }}
    >
      <PanelHeader {...header} />
      <Box sx={{ height: 320, minHeight: 0 }}>{children}</Box>
    </Paper>
  );
}

/**
 * The header renders again only when what it shows changes, not at each of the section's renders
 * (play, pause, speed, another panel's layout): a plot's Autocomplete is not cheap to render.
 */
const PanelHeader = memo(function PanelHeader(props: HeaderProps) {
  const { t } = useTranslation('statistics');
  const { panel, actions } = props;
  const title = t(`playback.kinds.${panel.kind}`);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1, minWidth: 0 }}>
      <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 700, flex: 'none' }}>
        {title}
      </Typography>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        {panel.kind === 'plot' && !props.started ? (
          <Skeleton variant="rounded" height={40} aria-label={t('playback.panelStarting')} />
        ) : panel.kind === 'plot' ? (
          // The paths are the record's own words: not translated, not checked as English.
          <Box translate="no">
            <Autocomplete
              multiple
              size="small"
              limitTags={1}
              options={props.fieldPaths as string[]}
              value={panel.paths}
              onChange={(_, paths) => actions.change(panel.id, { paths: paths.slice(0, 6) })}
              renderInput={(params) => (
                <TextField {...params} placeholder={t('playback.plot.add')} />
              )}
            />
          </Box>
        ) : (
          <TopicSelect
            panel={panel}
            topics={props.topics}
            onChange={(topics) => actions.change(panel.id, { topics })}
          />
        )}
      </Box>
      <MoveButton
        label={t('playback.panel.earlier')}
        disabled={props.first}
        by={-1}
        panel={panel}
        actions={actions}
      />
      <MoveButton
        label={t('playback.panel.later')}
        disabled={props.last}
        by={1}
        panel={panel}
        actions={actions}
      />
      <Tooltip title={t('playback.panel.remove', { kind: title })}>
        <IconButton
          size="small"
          aria-label={t('playback.panel.remove', { kind: title })}
          onClick={() => actions.remove(panel.id)}
        >
          <CloseIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </Stack>
  );
});

/** Moves the panel one place earlier (by −1) or later (by 1); disabled at the end it would pass. */
function MoveButton(props: {
  label: string;
  disabled: boolean;
  by: -1 | 1;
  panel: PanelConfig;
  actions: PanelActions;
}) {
  const Icon = props.by < 0 ? ChevronLeftIcon : ChevronRightIcon;
  return (
    <Tooltip title={props.label}>
      {/* A disabled button gets no pointer events: the tooltip sits on a wrapper. */}
      <span>
        <IconButton
          size="small"
          aria-label={props.label}
          disabled={props.disabled}
          onClick={() => props.actions.move(props.panel.id, props.by)}
        >
          <Icon fontSize="small" />
        </IconButton>
      </span>
    </Tooltip>
  );
}

function TopicSelect(props: {
  panel: PanelConfig;
  topics: readonly PlaybackTopic[];
  onChange(topics: string[]): void;
}) {
  const { t } = useTranslation('statistics');
  const kinds = KINDS_OF[props.panel.kind as keyof typeof KINDS_OF];
  const options = props.topics.filter(
    (topic) => topic.decodable && (kinds === 'all' || kinds.includes(topic.kind)),
  );
  const multiple = props.panel.kind === '3d';
  const value = multiple ? props.panel.topics : (props.panel.topics[0] ?? '');
  return (
    <TextField
      select
      size="small"
      fullWidth
      value={value}
      onChange={(event) => {
        const chosen = event.target.value as string | string[];
        props.onChange(Array.isArray(chosen) ? chosen : chosen ? [chosen] : []);
      }}
      slotProps={{
        select: {
          multiple,
          SelectDisplayProps: { 'aria-label': t('playback.panel.topics') } as object,
          displayEmpty: true,
          renderValue: (selected: unknown) => {
            const list = Array.isArray(selected) ? selected : selected ? [selected] : [];
            return list.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                {props.panel.kind === 'map' ? t('playback.map.routeOnly') : t('playback.noTopic')}
              </Typography>
            ) : (
              <Box
                component="span"
                translate="no"
                sx={{ display: 'block', overflow: 'hidden', textOverflow: 'ellipsis' }}
              >
                {list.join(', ')}
              </Box>
            );
          },
        },
      }}
    >
      {props.panel.kind === 'map' && <MenuItem value="">{t('playback.map.routeOnly')}</MenuItem>}
      {options.map((topic) => (
        <MenuItem key={topic.topic} value={topic.topic} translate="no">
          {topic.topic}
        </MenuItem>
      ))}
      {options.length === 0 && props.panel.kind !== 'map' && (
        <MenuItem disabled value="__none">
          {t('playback.panel.noTopics')}
        </MenuItem>
      )}
    </TextField>
  );
}
