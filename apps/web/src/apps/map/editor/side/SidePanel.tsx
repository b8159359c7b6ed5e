import type { FindingCounts, MapFinding } from '@ads/lanelet2';
import { Box, Tab, Tabs } from '@mui/material';
import { useState } from 'react';
import type { MapEditorApi } from '../../model/editor-api';
import { ElementTree } from './ElementTree';
import { FindingsPanel } from './FindingsPanel';
import { PropertiesPanel } from './PropertiesPanel';

/** The right side: the selection's properties above, findings and the element list below. */
export function SidePanel(props: {
  editor: MapEditorApi;
  findings: readonly MapFinding[];
  counts: FindingCounts;
  validating: boolean;
}) {
  const { editor, findings, counts, validating } = props;
  const [tab, setTab] = useState<'findings' | 'elements'>('findings');
  const problems = counts.error + counts.warning;
  return (
    <Box
      component="aside"
      aria-label="Map details"
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
        aria-label="Properties"
        sx={{
          flex: '1 1 45%',
          minHeight: 140,
          overflowY: 'auto',
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <PropertiesPanel editor={editor} findings={findings} />
      </Box>
      <Box sx={{ flex: '1 1 55%', minHeight: 200, display: 'flex', flexDirection: 'column' }}>
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
          <Tab value="findings" label={`Findings${problems ? ` (${problems})` : ''}`} />
          <Tab value="elements" label="Elements" />
        </Tabs>
        <Box
          sx={{ flex: 1, minHeight: 0 }}
          role="tabpanel"
          aria-label={tab === 'findings' ? 'Findings' : 'Elements'}
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
