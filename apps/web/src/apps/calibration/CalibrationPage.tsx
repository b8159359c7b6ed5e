import FolderOutlinedIcon from '@mui/icons-material/FolderOutlined';
import { Box, Container, Tab, Tabs } from '@mui/material';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useMainOptions } from '../../lib/options-store';
import { EmptyState } from '../../shell/EmptyState';
import { PageHeader } from '../../shell/PageHeader';
import { IntrinsicsTab } from './intrinsics/IntrinsicsTab';
import { LidarCameraTab } from './lidar/LidarCameraTab';
import { RadarTab } from './radar/RadarTab';
import { WorkerProvider } from './shared/worker-context';

const TABS = [{ key: 'intrinsics' }, { key: 'lidar' }, { key: 'radar' }] as const;

type TabKey = (typeof TABS)[number]['key'];

/**
 * Calibration (issue 17): camera intrinsics, lidar–camera and radar extrinsics for the top bar's
 * project. Every solver runs in the calibration worker (OpenCV.js loads there only); images
 * and clouds never leave this computer, only saved results do. The tabs stay mounted, so
 * switching between them loses nothing.
 */
export default function CalibrationPage() {
  const project = useMainOptions((state) => state.project);
  const [tab, setTab] = useState<TabKey>('intrinsics');
  // The 3D view's words (scene3d) come with the page's, before a cloud is opened.
  const { t } = useTranslation(['calibration', 'scene3d']);

  return (
    <Container maxWidth="xl" sx={{ py: { xs: 2, sm: 3 } }} data-testid="calibration" data-tab={tab}>
      <PageHeader
        title={t('page.title')}
        subtitle={
          project ? (
            <Trans
              t={t}
              i18nKey="page.subtitleOf"
              values={{ project: project.title }}
              components={[<span translate="no" key="project" />]}
            />
          ) : (
            t('page.subtitle')
          )
        }
      />
      {!project ? (
        <EmptyState
          icon={<FolderOutlinedIcon />}
          title={t('page.noProject.title')}
          titleComponent="h2"
          text={t('page.noProject.text')}
        />
      ) : (
        <WorkerProvider>
          <Tabs
            value={tab}
            onChange={(_event, next: TabKey) => setTab(next)}
            aria-label={t('page.title')}
            variant="scrollable"
            sx={{ mb: 2 }}
          >
            {TABS.map((each) => (
              <Tab
                key={each.key}
                value={each.key}
                label={t(`page.tabs.${each.key}`)}
                id={`calibration-tab-${each.key}`}
                aria-controls={`calibration-panel-${each.key}`}
              />
            ))}
          </Tabs>
          {TABS.map((each) => (
            <Box
              key={each.key}
              role="tabpanel"
              id={`calibration-panel-${each.key}`}
              aria-labelledby={`calibration-tab-${each.key}`}
              hidden={tab !== each.key}
            >
              {each.key === 'intrinsics' && (
                <IntrinsicsTab key={project.id} projectId={project.id} />
              )}
              {each.key === 'lidar' && <LidarCameraTab key={project.id} projectId={project.id} />}
              {each.key === 'radar' && <RadarTab key={project.id} projectId={project.id} />}
            </Box>
          ))}
        </WorkerProvider>
      )}
    </Container>
  );
}
