import { Box, FormControlLabel, Stack, Switch, TextField, Typography } from '@mui/material';
import { Section } from '../../../shell/Section';
import { CsvInput } from './CsvInput';
import { LIDAR_EXAMPLE, RADAR_EXAMPLE } from './radar-csv';
import { type RadarSettings, numberOf } from './radar-rules';
import type { RadarTabModel } from './use-radar-tab';

/** "Reflectors": the two CSVs, and the settings the match and fit take. */
export function ReflectorsSection({ tab }: { tab: RadarTabModel }) {
  const { radarTable, lidarTable, kept } = tab.inputs;
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
      title="Reflectors"
      data={{
        'data-radar-rows': radarTable.rows.length,
        'data-lidar-rows': lidarTable.rows.length,
      }}
    >
      <Stack spacing={2}>
        <Typography variant="body2" color="text.secondary">
          Stand 4 or more corner reflectors at different ranges and angles, in the open. Paste (or
          open) the radar’s detections of one scan, and the reflectors’ centres measured in the
          lidar cloud (x, y, z in the lidar frame). The fit matches them by themselves.
        </Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <CsvInput
            label="Radar detections"
            columns="range (m), azimuth (deg), RCS (dBsm)"
            value={tab.radarText}
            onChange={tab.setRadarText}
            example={RADAR_EXAMPLE}
            errors={radarTable.errors}
            rows={radarTable.rows.length}
          />
          <CsvInput
            label="Lidar reflectors"
            columns="x, y, z (m), lidar frame"
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
            'Min RCS (dBsm)',
            `${kept.points.length} of ${radarTable.rows.length} kept`,
          )}
          {setting('gate', 'Match gate (m)', 'farthest pair')}
          {setting('x', 'Guess x (m)', 'radar in lidar')}
          {setting('y', 'Guess y (m)', 'radar in lidar')}
          {setting('yawDeg', 'Guess yaw (°)', 'radar in lidar')}
          <FormControlLabel
            control={
              <Switch
                checked={tab.azimuthLeft}
                onChange={(event) => tab.setAzimuthLeft(event.target.checked)}
              />
            }
            label="Azimuth positive to the left"
            title="REP 103: counter-clockwise from the radar's x forward. Turn off if the radar counts to the right."
          />
        </Stack>
      </Stack>
    </Section>
  );
}
