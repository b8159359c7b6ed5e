import { Box, FormControlLabel, Stack, Switch, TextField, Typography } from '@mui/material';
import { Section } from '../../../shell/Section';
import { CsvInput } from './CsvInput';
import { LIDAR_EXAMPLE, RADAR_EXAMPLE } from './radar-csv';
import { type RadarSettings, numberOf } from './radar-rules';
import type { RadarTabModel } from './use-radar-tab';
import { useTranslation } from 'react-i18next';

/** "Reflectors": the two CSVs, and the settings the match and fit take. */
export function ReflectorsSection({ tab }: { tab: RadarTabModel }) {
  const { radarTable, lidarTable, kept } = tab.inputs;
  const { t } = useTranslation('calibration');
  const setting = (name: keyof RadarSettings, label: string, helper: string) => (
    <TextField
      label={label}
      value={tab.settings[name]}
      onChange={(event) => tab.setSettings({ ...tab.settings, [name]: event.target.value })}
      error={numberOf(tab.settings[name]) === null}
      helperText={helper}
      size="small"
      sx={{ width: 140 }}
      slotProps={{ htmlInput: { inputMode: 'decimal' } }}
    />
  );
  return (
    <Section
      dense
      title={t('radar.reflectors.title')}
      data={{
        'data-radar-rows': radarTable.rows.length,
        'data-lidar-rows': lidarTable.rows.length,
      }}
    >
      <Stack spacing={2}>
        <Typography variant="body2" color="text.secondary">
          {t('radar.reflectors.text')}
        </Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <CsvInput
            label={t('radar.reflectors.radar')}
            columns={t('radar.reflectors.radarColumns')}
            value={tab.radarText}
            onChange={tab.setRadarText}
            example={RADAR_EXAMPLE}
            errors={radarTable.errors}
            rows={radarTable.rows.length}
          />
          <CsvInput
            label={t('radar.reflectors.lidar')}
            columns={t('radar.reflectors.lidarColumns')}
            value={tab.lidarText}
            onChange={tab.setLidarText}
            example={LIDAR_EXAMPLE}
            errors={lidarTable.errors}
            rows={lidarTable.rows.length}
          />
        </Box>
        <Stack
          direction="row"
          spacing={1.5}
          useFlexGap
          sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}
        >
          {setting(
            'minRcs',
            t('radar.reflectors.minRcs'),
            t('radar.reflectors.kept', { kept: kept.points.length, total: radarTable.rows.length }),
          )}
          {setting('gate', t('radar.reflectors.gate'), t('radar.reflectors.gateHelp'))}
          {setting('x', t('radar.reflectors.guessX'), t('radar.reflectors.guessHelp'))}
          {setting('y', t('radar.reflectors.guessY'), t('radar.reflectors.guessHelp'))}
          {setting('yawDeg', t('radar.reflectors.guessYaw'), t('radar.reflectors.guessHelp'))}
          <FormControlLabel
            control={
              <Switch
                checked={tab.azimuthLeft}
                onChange={(event) => tab.setAzimuthLeft(event.target.checked)}
              />
            }
            label={t('radar.reflectors.azimuthLeft')}
            title={t('radar.reflectors.azimuthTip')}
          />
        </Stack>
      </Stack>
    </Section>
  );
}
