import FolderOutlinedIcon from '@mui/icons-material/FolderOutlined';
import { Box, Container, Tab, Tabs } from '@mui/material';
import { useState } from 'react';
import { useMainOptions } from '../../lib/options-store';
import { EmptyState } from '../../shell/EmptyState';
import { PageHeader } from '../../shell/PageHeader';
import { IntrinsicsTab } from './intrinsics/IntrinsicsTab';
import { LidarCameraTab } from './lidar/LidarCameraTab';
import { RadarTab } from './radar/RadarTab';
import { WorkerProvider } from './shared/worker-context';

const TABS = [
  { key: 'intrinsics', label: 'Camera intrinsics' },
  { key: 'lidar', label: 'Lidar–camera' },
  { key: 'radar', label: 'Radar' },
] as const;

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

  return (
    <Container maxWidth="xl" sx={{ py: { xs: 2, sm: 3 } }} data-testid="calibration" data-tab={tab}>
      <PageHeader
        title="Calibration"
        subtitle={
          project
            ? `Sensors of ${project.title}: computed in this browser, saved to the project`
            : 'Camera intrinsics, lidar–camera and radar extrinsics, computed in this browser'
        }
      />
      {!project ? (
        <EmptyState
          icon={<FolderOutlinedIcon />}
          title="Choose a project"
          titleComponent="h2"
          text="Calibrations are saved per project and sensor. Choose a project with the project button in the top bar."
        />
      ) : (
        <WorkerProvider>
          <Tabs
            value={tab}
            onChange={(_event, next: TabKey) => setTab(next)}
            aria-label="Calibration"
            variant="scrollable"
            sx={{ mb: 2 }}
          >
            {TABS.map((each) => (
              <Tab
                key={each.key}
                value={each.key}
                label={each.label}
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
