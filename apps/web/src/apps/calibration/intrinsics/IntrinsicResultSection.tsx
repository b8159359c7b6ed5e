import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { Section } from '../../../shell/Section';
import { ProgressLine } from '../shared/ProgressLine';
import { SaveBar } from '../shared/SaveBar';
import { IntrinsicResults } from './IntrinsicResults';
import type { IntrinsicsTabModel } from './use-intrinsics-tab';
import { Trans, useTranslation } from 'react-i18next';
import { serverText } from '../../../lib/i18n';

/** "Calibration result": Calibrate, the result with each view's error, the YAMLs and Save. */
export function IntrinsicResultSection({ tab }: { tab: IntrinsicsTabModel }) {
  const { shown, solving, computed, opened } = tab;
  const { t } = useTranslation('calibration');
  return (
    <Section
      dense
      title={t('result.title')}
      action={
        <Button
          variant="contained"
          disabled={!!tab.calibrateBlocked || !!solving}
          onClick={() => void tab.calibrate(tab.state)}
          title={tab.calibrateBlocked ? serverText(tab.calibrateBlocked) : undefined}
        >
          {t(solving ? 'result.calibrating' : computed ? 'result.again' : 'result.calibrate')}
        </Button>
      }
      data={{
        'data-state': tab.resultState,
        'data-rms': shown ? shown.rms.toFixed(4) : undefined,
        'data-views': shown ? shown.views.filter((view) => view.rms !== null).length : undefined,
        'data-fx': shown ? shown.K[0]!.toFixed(3) : undefined,
        'data-model': shown?.model,
      }}
    >
      {solving && <ProgressLine progress={solving} label={t('result.calibratingLabel')} />}
      {tab.problem && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {serverText(tab.problem)}
        </Alert>
      )}
      {!shown ? (
        <Typography variant="body2" color="text.secondary">
          {tab.calibrateBlocked ? serverText(tab.calibrateBlocked) : t('result.ready')}
        </Typography>
      ) : (
        <Stack spacing={2}>
          <IntrinsicResults
            shown={shown}
            stale={tab.stale}
            busy={!!solving}
            onToggleView={tab.toggleView}
          />
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button
              variant="outlined"
              startIcon={<DownloadIcon />}
              onClick={() => tab.exportYaml('ros')}
            >
              <span>
                <Trans
                  t={t}
                  i18nKey="result.cameraInfo"
                  components={[<span translate="no" key="code" />]}
                />
              </span>
            </Button>
            <Button
              variant="outlined"
              startIcon={<DownloadIcon />}
              onClick={() => tab.exportYaml('opencv')}
            >
              OpenCV YAML
            </Button>
            {opened && (
              <Button onClick={() => tab.setOpened(null)}>
                {t(computed ? 'result.back' : 'result.closeSaved')}
              </Button>
            )}
          </Stack>
          <SaveBar sensor={tab.sensor} blocked={tab.saveBlocked} onSave={tab.save} />
        </Stack>
      )}
    </Section>
  );
}
