import type { CalibrationEntry } from '@ads/contract';
import { radarPoseWithMounting } from '@ads/calibration';
import { useState } from 'react';
import { sensorProblem, useSaveCalibration } from '../api';
import { resultState, savedBy } from '../shared/result-state';
import { useWorker } from '../shared/worker-context';
import {
  DEFAULT_SETTINGS,
  LEVEL,
  type MountingDraft,
  RAD,
  type ShownFit,
  fitBlocked,
  mountOf,
  mountingDraftOf,
  radarInputs,
  radarSaveBlocked,
} from './radar-rules';

/**
 * The radar tab's state: the CSVs and settings as typed, the fit shown (made here or opened),
 * the mounting fields; Match and fit in the worker, opening a saved fit, Save. The rules are
 * radar-rules.ts'; the sections only show what this returns.
 */
export function useRadarTab(projectId: number) {
  const worker = useWorker();
  const saveCalibration = useSaveCalibration();
  const [sensor, setSensor] = useState('front_radar');
  const [frames, setFrames] = useState<{ parent: string; child: string } | null>(null);
  const [radarText, setRadarText] = useState('');
  const [lidarText, setLidarText] = useState('');
  const [azimuthLeft, setAzimuthLeft] = useState(true);
  const [settings, setSettings] = useState(DEFAULT_SETTINGS);
  const [mounting, setMounting] = useState<MountingDraft>(LEVEL);
  const [shown, setShown] = useState<ShownFit | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [fitting, setFitting] = useState(false);

  const inputs = radarInputs(radarText, lidarText, settings, azimuthLeft);
  const { kept, lidar, gate, guess, key } = inputs;
  const parent = frames?.parent ?? 'lidar';
  const child = frames?.child ?? (sensor.trim() || 'radar');
  const blocked = fitBlocked(inputs, settings.minRcs);

  const fit = async () => {
    if (blocked || gate === null) return;
    setProblem(null);
    setFitting(true);
    try {
      const result = await worker.run('radar', {
        radar: kept.points,
        lidar,
        guess: { x: guess.x!, y: guess.y!, yaw: guess.yaw! * RAD },
        gate,
      });
      setShown({ origin: 'computed', fit: result, key });
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setFitting(false);
    }
  };

  const openEntry = (entry: CalibrationEntry) => {
    if (entry.kind !== 'radar_lidar') return;
    setFrames(entry.frames);
    setMounting(mountingDraftOf(entry.mounting));
    setShown({
      origin: 'saved',
      fit: { ...entry.result, matches: [] },
      key: '',
      savedLabel: `${savedBy(entry)}.`,
    });
  };

  const mount = mountOf(mounting);
  const mountValid = mount.z !== null && mount.roll !== null && mount.pitch !== null;
  const pose = shown
    ? radarPoseWithMounting(shown.fit, {
        z: mount.z ?? 0,
        roll: (mount.roll ?? 0) * RAD,
        pitch: (mount.pitch ?? 0) * RAD,
      })
    : null;
  const framesValid = !sensorProblem(parent) && !sensorProblem(child);
  const stale = shown?.origin === 'computed' && shown.key !== key;
  const saveBlocked = radarSaveBlocked({ sensor, shown, stale, framesValid, mountValid });

  const save = async (note: string) => {
    if (!shown || !pose) return;
    const { x, y, yaw, rms, residuals } = shown.fit;
    await saveCalibration(projectId, sensor, {
      kind: 'radar_lidar',
      result: { x, y, yaw, rms, residuals },
      frames: { parent: parent.trim(), child: child.trim() },
      mounting: { z: pose.z, roll: pose.roll, pitch: pose.pitch },
      note,
    });
  };

  const plotPose =
    shown && !stale ? shown.fit : { x: guess.x ?? 0, y: guess.y ?? 0, yaw: (guess.yaw ?? 0) * RAD };

  return {
    sensor,
    setSensor,
    parent,
    child,
    setFrames,
    radarText,
    setRadarText,
    lidarText,
    setLidarText,
    azimuthLeft,
    setAzimuthLeft,
    settings,
    setSettings,
    mounting,
    setMounting,
    inputs,
    shown,
    problem,
    fitting,
    fitBlocked: blocked,
    fit,
    openEntry,
    pose,
    mountValid,
    framesValid,
    stale,
    saveBlocked,
    save,
    plotPose,
    state: resultState({
      busy: fitting,
      shown: !!shown,
      saved: shown?.origin === 'saved',
      stale,
    }),
  };
}

export type RadarTabModel = ReturnType<typeof useRadarTab>;
