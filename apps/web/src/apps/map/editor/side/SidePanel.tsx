import type { FindingCounts, MapFinding } from '@ads/lanelet2';
import { Box, Tab, Tabs } from '@mui/material';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MapEditorApi } from '../../model/editor-api';
import { ElementTree } from './ElementTree';
import { FindingsPanel } from './FindingsPanel';
import { PropertiesPanel } from './PropertiesPanel';
import { SplitHandle } from './SplitHandle';

/** The right side: the selection's properties above, findings and the element list below. */
export function SidePanel(props: {
  editor: MapEditorApi;
  findings: readonly MapFinding[];
  counts: FindingCounts;
  validating: boolean;
}) {
  const { t } = useTranslation('map');
  const { editor, findings, counts, validating } = props;
  const [tab, setTab] = useState<'findings' | 'elements'>('findings');
  const problems = counts.error + counts.warning;
  // The properties' share of the panel's height; the lists under them get the rest.
  const [share, setShare] = useState(0.5);
  const panel = useRef<HTMLElement>(null);
  return (
    <Box
      component="aside"
      ref={panel}
      aria-label={t('side.label')}
      sx={{
        width: { xs: 300, lg: 380 },
        flexShrink: 0,
        borderLeft: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        display: 'flex',
        flexDirection: 'column',
        minHeight: 0,
      }}
    >
      <Box
        component="section"
        aria-label={t('side.properties')}
        sx={{ flex: `0 0 ${share * 100}%`, minHeight: 0, overflowY: 'auto' }}
      >
        <PropertiesPanel editor={editor} findings={findings} />
      </Box>
      <SplitHandle share={share} onChange={setShare} container={() => panel.current} />
      <Box sx={{ flex: '1 1 0', minHeight: 0, display: 'flex', flexDirection: 'column' }}>
        <Tabs
          value={tab}
          onChange={(_event, value: 'findings' | 'elements') => setTab(value)}
          variant="fullWidth"
          sx={{
            minHeight: 40,
            borderBottom: 1,
            borderColor: 'divider',
            '& .MuiTab-root': { minHeight: 40 },
          }}
        >
          <Tab
            value="findings"
            label={problems ? t('side.findingsCount', { count: problems }) : t('side.findings')}
          />
          <Tab value="elements" label={t('side.elements')} />
        </Tabs>
        <Box
          sx={{ flex: 1, minHeight: 0 }}
          role="tabpanel"
          aria-label={tab === 'findings' ? t('side.findings') : t('side.elements')}
        >
          {tab === 'findings' ? (
            <FindingsPanel
              editor={editor}
              findings={findings}
              counts={counts}
              validating={validating}
            />
          ) : (
            <ElementTree editor={editor} />
          )}
        </Box>
      </Box>
    </Box>
  );
}
