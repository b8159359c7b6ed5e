import { Box, Alert, Button, Typography } from '@mui/material';
import { Section } from '../../../shell/Section';
import { RadarFitDetails } from './RadarFitDetails';
import { RadarPlot } from './RadarPlot';
import type { RadarTabModel } from './use-radar-tab';
import { useTranslation } from 'react-i18next';
import { serverText } from '../../../lib/i18n';

/** "Radar result": Match and fit, the plot of both sets, and the fit with its export and Save. */
export function RadarResultSection({ tab }: { tab: RadarTabModel }) {
  const { shown, stale, pose } = tab;
  const { kept, lidar } = tab.inputs;
  const { t } = useTranslation('calibration');
  return (
    <Section
      dense
      title={t('radar.result.title')}
      action={
        <Button
          variant="contained"
          disabled={!!tab.fitBlocked || tab.fitting}
          onClick={() => void tab.fit()}
          title={tab.fitBlocked ? serverText(tab.fitBlocked) : undefined}
        >
          {t(tab.fitting ? 'radar.result.fitting' : 'radar.result.fit')}
        </Button>
      }
      data={{
        'data-state': tab.state,
        'data-rms': shown ? shown.fit.rms.toFixed(5) : undefined,
        // The residuals are one a match: a saved fit keeps them, not the matches.
        'data-matched': shown ? shown.fit.residuals.length : undefined,
      }}
    >
      {tab.problem && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {serverText(tab.problem)}
        </Alert>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 1fr) minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          {kept.points.length + lidar.length > 0 ? (
            <RadarPlot
              radar={kept.points}
              lidar={lidar}
              pose={tab.plotPose}
              matches={shown && !stale ? shown.fit.matches : []}
              fitted={!!shown && !stale && shown.origin === 'computed'}
            />
          ) : (
            <Typography variant="body2" color="text.secondary">
              {tab.fitBlocked && serverText(tab.fitBlocked)}
            </Typography>
          )}
        </Box>
        {shown && pose && <RadarFitDetails tab={tab} shown={shown} pose={pose} />}
      </Box>
    </Section>
  );
}
