import {
  type FramePose,
  formatSensorKitYaml,
  fromRpy,
  quaternionOf,
  staticTransformCommand,
} from '@ads/calibration';
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import {
  Alert,
  Box,
  Button,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableRow,
  Typography,
} from '@mui/material';
import type { ReactNode } from 'react';
import { downloadText } from '../api';
import { FramesFields } from './FramesFields';
import { CommandLine } from '../../../shell/CommandLine';
import { useTranslation } from 'react-i18next';
import { serverText } from '../../../lib/i18n';

const deg = (radians: number) => (radians * 180) / Math.PI;

/**
 * A child frame's pose in its parent, as every extrinsic tab shows and exports it: the two frames
 * (editable), the direction in words, x, y, z (m), roll, pitch, yaw (deg) and the quaternion;
 * Autoware's sensor-kit calibration YAML and the static TF command. The exports wait for
 * `valid` (frames named, the tab's own inputs numbers).
 */
export function PoseExport(props: {
  parent: string;
  child: string;
  onFramesChange: (frames: { parent: string; child: string }) => void;
  /** The transform's direction in words, for this tab's sensors. */
  direction: ReactNode;
  pose: FramePose;
  valid: boolean;
}) {
  const { parent, child, pose } = props;
  const { t } = useTranslation('calibration');
  const quaternion = quaternionOf(fromRpy(pose.roll, pose.pitch, pose.yaw));
  let yaml: string | null = null;
  let command: string | null = null;
  let problem: string | null = null;
  try {
    if (props.valid) {
      yaml = formatSensorKitYaml({ parent, entries: [{ frame: child, ...pose }] });
      command = staticTransformCommand(parent, child, pose);
    }
  } catch (error) {
    problem = error instanceof Error ? error.message : String(error);
  }
  const rows: Array<[string, string]> = [
    ['x', `${pose.x.toFixed(4)} m`],
    ['y', `${pose.y.toFixed(4)} m`],
    ['z', `${pose.z.toFixed(4)} m`],
    [t('pose.roll'), `${deg(pose.roll).toFixed(3)}°`],
    [t('pose.pitch'), `${deg(pose.pitch).toFixed(3)}°`],
    [t('pose.yaw'), `${deg(pose.yaw).toFixed(3)}°`],
  ];
  return (
    <Stack spacing={1.5}>
      <FramesFields parent={parent} child={child} onChange={props.onFramesChange} />
      <Alert severity="info" icon={false} data-direction={`${parent} <- ${child}`}>
        {props.direction}
      </Alert>
      <Box
        aria-label={t('pose.label', { child, parent })}
        role="group"
        data-parent={parent}
        data-child={child}
        data-x={pose.x.toFixed(6)}
        data-y={pose.y.toFixed(6)}
        data-z={pose.z.toFixed(6)}
        data-roll-deg={deg(pose.roll).toFixed(4)}
        data-pitch-deg={deg(pose.pitch).toFixed(4)}
        data-yaw-deg={deg(pose.yaw).toFixed(4)}
      >
        <Table size="small" sx={{ '& td': { fontVariantNumeric: 'tabular-nums' } }}>
          <TableBody>
            <TableRow>
              {rows.slice(0, 3).map(([name, value]) => (
                <TableCell key={name}>
                  <Typography variant="caption" color="text.secondary" component="span">
                    {name}{' '}
                  </Typography>
                  {value}
                </TableCell>
              ))}
            </TableRow>
            <TableRow>
              {rows.slice(3).map(([name, value]) => (
                <TableCell key={name}>
                  <Typography variant="caption" color="text.secondary" component="span">
                    {name}{' '}
                  </Typography>
                  {value}
                </TableCell>
              ))}
            </TableRow>
            <TableRow>
              <TableCell colSpan={3} aria-label={t('pose.quaternionLabel')}>
                <Typography variant="caption" color="text.secondary" component="span">
                  {t('pose.quaternion')}{' '}
                </Typography>
                {quaternion.map((q) => q.toFixed(6)).join('  ')}
              </TableCell>
            </TableRow>
          </TableBody>
        </Table>
      </Box>
      {problem && <Alert severity="error">{serverText(problem)}</Alert>}
      {yaml && command && (
        <>
          <Box>
            <Button
              variant="outlined"
              startIcon={<DownloadIcon />}
              onClick={() =>
                downloadText(`${child.replaceAll('/', '_')}_sensor_kit_calibration.yaml`, yaml)
              }
            >
              {t('pose.sensorKit')}
            </Button>
          </Box>
          <Typography variant="caption" color="text.secondary">
            {t('pose.static')}
          </Typography>
          <CommandLine command={command} label={t('pose.command')} dense />
        </>
      )}
    </Stack>
  );
}
