import type { FindingCounts, MapFinding, OsmDoc } from '@ads/lanelet2';
import ErrorIcon from '@mui/icons-material/ErrorOutlineOutlined';
import InfoIcon from '@mui/icons-material/InfoOutlined';
import WarningIcon from '@mui/icons-material/WarningAmberOutlined';
import { Box, ButtonBase, Chip, CircularProgress, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeSentence, findingSentence, plainSentence } from '../../components/FindingText';
import type { MapEditorApi } from '../../model/editor-api';
import { editorUi } from '../state/editor-store';
import { findingElement } from '../map/highlight-items';
import { VirtualList } from './VirtualList';

type Severity = MapFinding['severity'];

const ICONS: Record<Severity, React.ReactElement> = {
  error: <ErrorIcon color="error" sx={{ fontSize: 18 }} />,
  warning: <WarningIcon color="warning" sx={{ fontSize: 18 }} />,
  info: <InfoIcon color="info" sx={{ fontSize: 18 }} />,
};

/** Findings to list: those of the severities shown, errors first (the validator's order kept within). */
export function visibleFindings(
  findings: readonly MapFinding[],
  shown: ReadonlySet<Severity>,
): MapFinding[] {
  const order: Record<Severity, number> = { error: 0, warning: 1, info: 2 };
  return findings
    .filter((finding) => shown.has(finding.severity))
    .map((finding, index) => ({ finding, index }))
    .sort((a, b) => order[a.finding.severity] - order[b.finding.severity] || a.index - b.index)
    .map(({ finding }) => finding);
}

function FindingRow(props: { doc: OsmDoc; finding: MapFinding }) {
  const { t } = useTranslation('map');
  const { doc, finding } = props;
  const element = findingElement(doc, finding);
  const sentence = findingSentence(finding, t);
  return (
    <ButtonBase
      onClick={() => element && editorUi.select([element], true)}
      disabled={!element}
      data-code={finding.code}
      sx={{
        width: '100%',
        height: '100%',
        justifyContent: 'flex-start',
        alignItems: 'flex-start',
        textAlign: 'left',
        gap: 1,
        px: 1.5,
        py: 0.75,
        borderBottom: 1,
        borderColor: 'divider',
        '&:hover': { bgcolor: 'action.hover' },
      }}
    >
      <Box sx={{ pt: 0.25 }}>{ICONS[finding.severity]}</Box>
      <Box sx={{ minWidth: 0 }}>
        {/* Two lines in the list (its rows have one height); the whole sentence on hover, and
            in the properties of the element a click selects. */}
        <Typography
          variant="body2"
          title={plainSentence(sentence)}
          sx={{
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
          }}
        >
          <CodeSentence text={sentence} />
        </Typography>
        <Typography variant="caption" color="text.secondary" noWrap component="div">
          <span translate="no">{finding.code}</span>
          {element ? ` · ${t(`element.types.${element.type}`)} ${element.id}` : ''}
        </Typography>
      </Box>
    </ButtonBase>
  );
}

/**
 * The live findings: counts by severity (each a filter), "Validating…" while a newer revision
 * is being checked, and every finding; a click selects its element and brings it into view.
 */
export function FindingsPanel(props: {
  editor: MapEditorApi;
  findings: readonly MapFinding[];
  counts: FindingCounts;
  validating: boolean;
}) {
  const { t } = useTranslation('map');
  const { editor, findings, counts, validating } = props;
  const [shown, setShown] = useState<ReadonlySet<Severity>>(new Set(['error', 'warning', 'info']));
  const toggle = (severity: Severity) => {
    const next = new Set(shown);
    if (next.has(severity)) next.delete(severity);
    else next.add(severity);
    setShown(next);
  };
  const rows = visibleFindings(findings, shown);
  const chip = (severity: Severity, label: string, color: 'error' | 'warning' | 'info') => (
    <Chip
      size="small"
      label={label}
      color={counts[severity] > 0 ? color : 'default'}
      variant={shown.has(severity) ? 'filled' : 'outlined'}
      onClick={() => toggle(severity)}
      aria-pressed={shown.has(severity)}
    />
  );
  return (
    <Box
      sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}
      data-testid="findings"
      data-findings-errors={counts.error}
      data-findings-warnings={counts.warning}
      data-validating={validating ? 'true' : 'false'}
      data-codes={[...new Set(findings.map((finding) => finding.code))].join(' ')}
    >
      <Stack
        direction="row"
        spacing={0.75}
        sx={{ px: 1.5, py: 1, alignItems: 'center', flexWrap: 'wrap' }}
        useFlexGap
      >
        {chip('error', t('chips.errors', { count: counts.error }), 'error')}
        {chip('warning', t('chips.warnings', { count: counts.warning }), 'warning')}
        {chip('info', t('chips.info', { count: counts.info }), 'info')}
        <Box sx={{ flex: 1 }} />
        {validating && (
          <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }} role="status">
            <CircularProgress size={12} />
            <Typography variant="caption" color="text.secondary">
              {t('findings.validating')}
            </Typography>
          </Stack>
        )}
      </Stack>
      {rows.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ px: 1.5 }}>
          {findings.length === 0 ? t('findings.valid') : t('findings.noneShown')}
        </Typography>
      ) : (
        <VirtualList
          items={rows}
          rowHeight={64}
          label={t('findings.label')}
          renderRow={(finding) => <FindingRow doc={editor.doc} finding={finding} />}
        />
      )}
    </Box>
  );
}
