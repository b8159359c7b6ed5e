import type { FindingCounts, MapFlavour } from '@ads/lanelet2';
import ArrowBackIcon from '@mui/icons-material/ArrowBackOutlined';
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import UploadIcon from '@mui/icons-material/FileUploadOutlined';
import HistoryIcon from '@mui/icons-material/HistoryOutlined';
import SaveIcon from '@mui/icons-material/SaveOutlined';
import {
  Box,
  Button,
  Chip,
  IconButton,
  ListItemText,
  Menu,
  MenuItem,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import { useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { FindingChips } from '../components/FindingChips';

/** A tag name in a sentence: kept as it is in either language. */
const CODE = <span translate="no" />;

/**
 * The editor's top line: back to the list, the map's name and version, whether everything is
 * saved, the findings' counts, and Save, Export, Import and Versions.
 */
export function EditorHeader(props: {
  name: string;
  version: number;
  dirty: boolean;
  saving: boolean;
  counts: FindingCounts;
  onSave(): void;
  onExport(flavour: MapFlavour): void;
  onImport(file: File): void;
  onVersions(): void;
}) {
  const { t } = useTranslation(['map', 'common']);
  const [exportAnchor, setExportAnchor] = useState<HTMLElement | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const exportAs = (flavour: MapFlavour) => {
    setExportAnchor(null);
    props.onExport(flavour);
  };
  return (
    <Stack
      direction="row"
      spacing={1.5}
      useFlexGap
      sx={{
        px: 1.5,
        py: 0.75,
        alignItems: 'center',
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        flexWrap: 'wrap',
      }}
    >
      <Tooltip title={t('header.allMaps')}>
        <IconButton component={RouterLink} to="/map" aria-label={t('header.allMaps')} size="small">
          <ArrowBackIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Typography
        variant="h6"
        component="h1"
        noWrap
        translate="no"
        sx={{ fontWeight: 700, maxWidth: 320 }}
      >
        {props.name}
      </Typography>
      <Chip
        size="small"
        variant="outlined"
        label={t('header.version', { version: props.version })}
        data-testid="map-version"
      />
      <Typography
        variant="body2"
        color={props.dirty ? 'warning.main' : 'text.secondary'}
        data-testid="save-state"
        role="status"
      >
        {props.saving ? t('header.saving') : props.dirty ? t('header.unsaved') : t('header.saved')}
      </Typography>
      <FindingChips counts={props.counts} />
      <Box sx={{ flex: 1 }} />
      <Button
        variant="contained"
        size="small"
        startIcon={<SaveIcon />}
        disabled={!props.dirty || props.saving}
        onClick={props.onSave}
      >
        {t('common:actions.save')}
      </Button>
      <Button
        size="small"
        variant="outlined"
        startIcon={<DownloadIcon />}
        aria-haspopup="menu"
        onClick={(event) => setExportAnchor(event.currentTarget)}
      >
        {t('header.export')}
      </Button>
      <Menu
        anchorEl={exportAnchor}
        open={exportAnchor !== null}
        onClose={() => setExportAnchor(null)}
      >
        <MenuItem onClick={() => exportAs('lanelet2')}>
          <ListItemText
            primary="Lanelet2 (.osm)"
            secondary={<Trans t={t} i18nKey="header.lanelet2" components={[CODE]} />}
          />
        </MenuItem>
        <MenuItem onClick={() => exportAs('autoware')}>
          <ListItemText
            primary="Autoware (.osm)"
            secondary={<Trans t={t} i18nKey="header.autoware" components={[CODE, CODE]} />}
          />
        </MenuItem>
      </Menu>
      <Button
        size="small"
        variant="outlined"
        startIcon={<UploadIcon />}
        onClick={() => fileInput.current?.click()}
      >
        {t('header.import')}
      </Button>
      <input
        ref={fileInput}
        type="file"
        accept=".osm,.xml,application/xml,text/xml"
        hidden
        aria-label={t('header.importLabel')}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) props.onImport(file);
        }}
      />
      <Button
        size="small"
        variant="outlined"
        startIcon={<HistoryIcon />}
        onClick={props.onVersions}
      >
        {t('header.versions')}
      </Button>
    </Stack>
  );
}
