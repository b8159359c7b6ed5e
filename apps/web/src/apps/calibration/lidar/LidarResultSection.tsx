import { Alert, Button, FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import { Section } from '../../../shell/Section';
import { PoseExport } from '../shared/PoseExport';
import { ProgressLine } from '../shared/ProgressLine';
import { SaveBar } from '../shared/SaveBar';
import type { LidarTabModel } from './use-lidar-tab';
import { Trans, useTranslation } from 'react-i18next';
import { serverText } from '../../../lib/i18n';

/** "Lidar–camera result": Solve, the transform's RMS and warnings, the overlay switch, the export and Save. */
export function LidarResultSection({ tab }: { tab: LidarTabModel }) {
  const { shown, exported, solving, stale } = tab;
  const { t } = useTranslation('calibration');
  return (
    <Section
      dense
      title={t('lidar.result.title')}
      action={
        <Button
          variant="contained"
          disabled={!!tab.solveBlocked || !!solving}
          onClick={() => void tab.solve()}
          title={tab.solveBlocked ? serverText(tab.solveBlocked) : undefined}
        >
          {t(solving ? 'lidar.result.solving' : 'lidar.result.solve')}
        </Button>
      }
      data={{
        'data-state': tab.resultState,
        'data-rms': shown ? shown.result.reprojection_rms.toFixed(4) : undefined,
        'data-pairs': shown?.result.residuals
          ? shown.result.residuals.length - (shown.result.outliers?.length ?? 0)
          : undefined,
        'data-outliers': shown?.result.outliers?.length,
        'data-ambiguous': shown ? String(shown.ambiguous) : undefined,
      }}
    >
      {solving && <ProgressLine progress={solving} label={t('lidar.result.solvingLabel')} />}
      {tab.problem && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {serverText(tab.problem)}
        </Alert>
      )}
      {!shown || !exported ? (
        <Typography variant="body2" color="text.secondary">
          {tab.solveBlocked ? serverText(tab.solveBlocked) : t('lidar.result.ready')}
        </Typography>
      ) : (
        <Stack spacing={1.5}>
          {shown.savedLabel && <Alert severity="info">{serverText(shown.savedLabel)}</Alert>}
          {stale && <Alert severity="warning">{t('lidar.result.stale')}</Alert>}
          {shown.ambiguous && <Alert severity="warning">{t('lidar.result.ambiguous')}</Alert>}
          <Typography
            variant="h5"
            component="p"
            sx={{ fontWeight: 700 }}
            aria-label={t('result.rmsLabel')}
          >
            {shown.result.reprojection_rms.toFixed(2)} px
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {shown.result.residuals
              ? t('lidar.result.rmsOver', {
                  count: shown.result.residuals.length - (shown.result.outliers?.length ?? 0),
                })
              : t('lidar.result.rms')}
          </Typography>
          {!!shown.result.outliers?.length && (
            <Alert severity="warning">
              {t('lidar.result.outliers', {
                count: shown.result.outliers.length,
                pairs: shown.result.outliers.map((k) => k + 1).join(', '),
                threshold: (shown.result.inlier_threshold ?? 0).toFixed(1),
              })}
            </Alert>
          )}
          <FormControlLabel
            control={
              <Switch
                checked={tab.showOverlay}
                onChange={(event) => tab.setShowOverlay(event.target.checked)}
              />
            }
            label={t('lidar.result.overlay')}
          />
          <PoseExport
            parent={tab.parent}
            child={tab.child}
            onFramesChange={tab.setFrames}
            direction={
              <Trans
                t={t}
                i18nKey={
                  exported.axes === 'link'
                    ? 'lidar.result.directionLink'
                    : 'lidar.result.directionOptical'
                }
                values={{ child: tab.child, parent: tab.parent }}
                components={[
                  <span translate="no" key="child" />,
                  <span translate="no" key="parent" />,
                  <span translate="no" key="code" />,
                ]}
              />
            }
            pose={exported.pose}
            valid={tab.framesValid}
          />
          <SaveBar sensor={tab.sensor} blocked={tab.saveBlocked} onSave={tab.save} />
        </Stack>
      )}
    </Section>
  );
}
