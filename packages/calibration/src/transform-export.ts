import type { Mat3 } from './rotation';
import { fromRpy, rpyOf } from './rotation';
import type { Vec3 } from './types';

/**
 * Calibration results written where a ROS 2 / Autoware stack reads them.
 *
 * Every pose here is a child frame's pose in its parent: p_parent = R · p_child + t, with
 * R = Rz(yaw) · Ry(pitch) · Rx(roll) (tf2's setRPY, URDF's origin rpy). That is the reading of
 * Autoware's sensor_kit_calibration.yaml / sensors_calibration.yaml (which its xacro turns into
 * URDF joints) and of static_transform_publisher's arguments, so the numbers pass through
 * unchanged. solveExtrinsic's lidar → camera result is the other direction: turn it with
 * `cameraPoseInLidar` (extrinsic.ts) first, and compose with the lidar's own pose in the
 * sensor kit (rotation.ts's composeTransforms) when the parent is sensor_kit_base_link.
 */

/** A child frame's pose in its parent: metres and radians. */
export interface FramePose {
  x: number;
  y: number;
  z: number;
  roll: number;
  pitch: number;
  yaw: number;
}

export interface SensorKitEntry extends FramePose {
  /** The child frame, e.g. 'camera0/camera_link' or 'velodyne_top_base_link'. */
  frame: string;
}

/** One calibration YAML: the parent frame and its children in file order. */
export interface SensorKitCalibration {
  parent: string;
  entries: SensorKitEntry[];
}

export function poseFromTransform(R: Mat3, t: readonly number[]): FramePose {
  const [roll, pitch, yaw] = rpyOf(R);
  return { x: t[0]!, y: t[1]!, z: t[2]!, roll, pitch, yaw };
}

export function transformFromPose(pose: FramePose): { R: Mat3; t: Vec3 } {
  return { R: fromRpy(pose.roll, pose.pitch, pose.yaw), t: [pose.x, pose.y, pose.z] };
}

const FIELDS = ['x', 'y', 'z', 'roll', 'pitch', 'yaw'] as const;

/**
 * A number as the YAML files write them: at most 6 decimals (1 µm, 1 µrad — far below any
 * calibration's accuracy), trailing zeros dropped, and always a decimal point so YAML reads a
 * float ("0.0", "1.0", "-0.025").
 */
export function formatPoseNumber(value: number): string {
  if (!Number.isFinite(value)) throw new Error(`Cannot write ${value} as a pose value.`);
  const rounded = Math.round(value * 1e6) / 1e6;
  if (rounded === 0) return '0.0';
  const text = String(rounded);
  return text.includes('.') ? text : `${text}.0`;
}

/** The YAML text, laid out as Autoware's sample_sensor_kit_description/config files are. */
export function formatSensorKitYaml(calibration: SensorKitCalibration): string {
  const lines = [`${checkedFrame(calibration.parent)}:`];
  for (const entry of calibration.entries) {
    lines.push(`  ${checkedFrame(entry.frame)}:`);
    for (const field of FIELDS) lines.push(`    ${field}: ${formatPoseNumber(entry[field])}`);
  }
  return `${lines.join('\n')}\n`;
}

/** Frame names are written bare; anything YAML would read otherwise is refused. */
function checkedFrame(frame: string): string {
  if (!/^[A-Za-z0-9_][A-Za-z0-9_/.-]*$/.test(frame)) {
    throw new Error(`"${frame}" is not a frame name (letters, digits, _ / . and -).`);
  }
  return frame;
}

/** The same calibration with `entry` replacing its frame's entry, or appended if new. */
export function withEntry(
  calibration: SensorKitCalibration,
  entry: SensorKitEntry,
): SensorKitCalibration {
  const at = calibration.entries.findIndex((e) => e.frame === entry.frame);
  const entries = [...calibration.entries];
  if (at >= 0) entries[at] = entry;
  else entries.push(entry);
  return { parent: calibration.parent, entries };
}

/**
 * Read a sensor_kit_calibration.yaml / sensors_calibration.yaml: one parent key, child keys
 * under it, each with the six numbers. Only that shape is accepted (it is all these files
 * hold), with comments, blank lines and quoted keys allowed; anything else is an error naming
 * the line. Comments are not kept.
 */
export function parseSensorKitYaml(text: string): SensorKitCalibration {
  let parent: string | undefined;
  let entry: (Partial<FramePose> & { frame: string; line: number }) | undefined;
  const entries: Array<Partial<FramePose> & { frame: string; line: number }> = [];
  let childIndent: number | undefined;
  let fieldIndent: number | undefined;
  const lines = text.split(/\r?\n/);
  lines.forEach((raw, i) => {
    const n = i + 1;
    const line = stripComment(raw);
    if (line.trim() === '') return;
    if (line.trim() === '---' && parent === undefined) return;
    if (/^\s*\t/.test(line)) throw new Error(`Line ${n}: tabs are not allowed for indentation.`);
    const indent = line.length - line.trimStart().length;
    const match = /^(?:"([^"]*)"|'([^']*)'|([^:'"]+?))\s*:(?:\s+(.*))?$/.exec(line.trim());
    if (!match) throw new Error(`Line ${n}: expected "key:" or "key: value".`);
    const key = match[1] ?? match[2] ?? match[3]!;
    const value = match[4]?.trim();
    if (indent === 0) {
      if (parent !== undefined) {
        throw new Error(`Line ${n}: a second top-level key "${key}"; expected one parent frame.`);
      }
      if (value) throw new Error(`Line ${n}: the parent frame "${key}" should have no value.`);
      parent = key;
      return;
    }
    if (parent === undefined) throw new Error(`Line ${n}: indented before any parent frame.`);
    childIndent ??= indent;
    if (indent === childIndent) {
      if (value) throw new Error(`Line ${n}: the child frame "${key}" should have no value.`);
      if (entries.some((e) => e.frame === key)) {
        throw new Error(`Line ${n}: frame "${key}" appears twice.`);
      }
      entry = { frame: key, line: n };
      entries.push(entry);
      return;
    }
    if (indent < childIndent || !entry) throw new Error(`Line ${n}: unexpected indentation.`);
    fieldIndent ??= indent;
    if (indent !== fieldIndent) throw new Error(`Line ${n}: unexpected indentation.`);
    if (!(FIELDS as readonly string[]).includes(key)) {
      throw new Error(`Line ${n}: "${key}" is not one of x, y, z, roll, pitch, yaw.`);
    }
    const field = key as (typeof FIELDS)[number];
    if (entry[field] !== undefined) throw new Error(`Line ${n}: "${key}" given twice.`);
    if (!value || !/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(value)) {
      throw new Error(`Line ${n}: "${key}: ${value ?? ''}" is not a number.`);
    }
    entry[field] = Number(value);
  });
  if (parent === undefined) throw new Error('The file has no parent frame.');
  return {
    parent,
    entries: entries.map((e) => {
      const missing = FIELDS.filter((field) => e[field] === undefined);
      if (missing.length > 0) {
        throw new Error(`Frame "${e.frame}" (line ${e.line}) lacks ${missing.join(', ')}.`);
      }
      return {
        frame: e.frame,
        x: e.x!,
        y: e.y!,
        z: e.z!,
        roll: e.roll!,
        pitch: e.pitch!,
        yaw: e.yaw!,
      };
    }),
  };
}

/** A line without its comment ("#" starting a comment outside quotes, after a space or at 0). */
function stripComment(line: string): string {
  let quote: string | null = null;
  for (let i = 0; i < line.length; i += 1) {
    const ch = line[i]!;
    if (quote) {
      if (ch === quote) quote = null;
    } else if (ch === '"' || ch === "'") quote = ch;
    else if (ch === '#' && (i === 0 || /\s/.test(line[i - 1]!))) return line.slice(0, i);
  }
  return line;
}

/**
 * The ROS 2 command that publishes the pose as a static transform (tf2_ros's
 * static_transform_publisher, flag form since Humble): --frame-id is the parent, the numbers
 * are the child's pose in it, rpy as setRPY.
 */
export function staticTransformCommand(parent: string, child: string, pose: FramePose): string {
  const number = (value: number) => formatPoseNumber(value);
  return (
    'ros2 run tf2_ros static_transform_publisher' +
    ` --x ${number(pose.x)} --y ${number(pose.y)} --z ${number(pose.z)}` +
    ` --roll ${number(pose.roll)} --pitch ${number(pose.pitch)} --yaw ${number(pose.yaw)}` +
    ` --frame-id ${checkedFrame(parent)} --child-frame-id ${checkedFrame(child)}`
  );
}
