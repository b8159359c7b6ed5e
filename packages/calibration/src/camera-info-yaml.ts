import type { CameraIntrinsics, DistortionModel } from './types';
import { newCameraMatrix } from './undistort';
import { parseYaml, yamlMap, yamlNumber, type YamlValue } from './yaml-subset';

/**
 * The calibration's two file formats (issue 17):
 * - ROS camera_info YAML, byte for byte as camera_calibration_parsers' writeCalibrationYml
 *   emits it through yaml-cpp 0.6–0.8 (ROS 1 Noetic, ROS 2 Humble / Jazzy): a block map indented
 *   by 2, matrices as {rows, cols, data: [flow sequence]}, doubles at yaml-cpp's default
 *   precision of 17 significant digits (C++'s `ostream << double`, i.e. printf "%.17g"), and no
 *   newline after the last line (it writes `emitter.c_str()` and nothing else).
 * - OpenCV FileStorage YAML as OpenCV's calibration sample (samples/cpp/calibration.cpp) writes
 *   it: `%YAML:1.0`, `---`, `!!opencv-matrix` maps indented by 3, flow data wrapped past
 *   column 71, doubles as "%.16e" (integral values as "1."), 32-bit floats as "%.8e".
 */

/** ROS's P for a monocular camera: [K' | 0] with K' = `newCameraMatrix(camera, alpha)`. */
export function projectionMatrix(camera: CameraIntrinsics, alpha = 0): number[] {
  const k = newCameraMatrix(camera, alpha);
  return [k[0]!, k[1]!, k[2]!, 0, k[3]!, k[4]!, k[5]!, 0, k[6]!, k[7]!, k[8]!, 0];
}

const IDENTITY = [1, 0, 0, 0, 1, 0, 0, 0, 1];

/**
 * camera_info YAML for a calibrated monocular camera, as ROS's camera_calibration saves it:
 * R = I, P = [K' | 0] with K' the undistorted image's camera matrix for alpha 0 (see
 * `newCameraMatrix`; calibrator.py's `set_alpha(0.0)`).
 */
export function cameraInfoYaml(camera: CameraIntrinsics, cameraName: string): string {
  const matrix = (rows: number, cols: number, data: readonly number[]) => [
    `  rows: ${rows}`,
    `  cols: ${cols}`,
    `  data: [${data.map(formatYamlCppDouble).join(', ')}]`,
  ];
  return [
    `image_width: ${camera.width}`,
    `image_height: ${camera.height}`,
    `camera_name: ${yamlCppString(cameraName)}`,
    'camera_matrix:',
    ...matrix(3, 3, camera.K),
    `distortion_model: ${camera.model}`,
    'distortion_coefficients:',
    ...matrix(1, camera.D.length, camera.D),
    'rectification_matrix:',
    ...matrix(3, 3, IDENTITY),
    'projection_matrix:',
    ...matrix(3, 4, projectionMatrix(camera)),
  ].join('\n');
}

/**
 * A double as yaml-cpp 0.6–0.8 writes it: `std::ostream` at precision 17 in the default
 * float field, which is printf's "%.17g" (exponent form below 1e-4 or from 1e17 on, trailing
 * zeros dropped); non-finite values as YAML's .nan / .inf / -.inf.
 */
export function formatYamlCppDouble(value: number): string {
  if (Number.isNaN(value)) return '.nan';
  if (!Number.isFinite(value)) return value < 0 ? '-.inf' : '.inf';
  if (value === 0) return Object.is(value, -0) ? '-0' : '0';
  const [mantissa, exponentText] = value.toExponential(16).split('e') as [string, string];
  const exponent = Number(exponentText);
  const negative = mantissa.startsWith('-');
  const digits = mantissa.replace(/[-.]/g, '');
  let text: string;
  if (exponent < -4 || exponent >= 17) {
    const fraction = digits.slice(1).replace(/0+$/, '');
    const sign = exponent < 0 ? '-' : '+';
    const magnitude = String(Math.abs(exponent)).padStart(2, '0');
    text = `${digits[0]}${fraction ? `.${fraction}` : ''}e${sign}${magnitude}`;
  } else if (exponent >= 0) {
    const whole = digits.slice(0, exponent + 1);
    const fraction = digits.slice(exponent + 1).replace(/0+$/, '');
    text = fraction ? `${whole}.${fraction}` : whole;
  } else {
    const fraction = `${'0'.repeat(-exponent - 1)}${digits}`.replace(/0+$/, '');
    text = `0.${fraction}`;
  }
  return negative ? `-${text}` : text;
}

/**
 * A string as yaml-cpp's emitter writes it in a block map: plain when YAML would read it back
 * unchanged (yaml-cpp's IsValidPlainScalar), else double-quoted with its escapes.
 */
export function yamlCppString(value: string): string {
  const isNull = ['', '~', 'null', 'Null', 'NULL'].includes(value);
  const badStart = /^[\s,[\]{}#&*!|>'"%@`]/.test(value) || /^[-?:](\s|$)/.test(value);
  // ": " or a final ":" end a plain scalar, " #" starts a comment; breaks, tabs, controls.
  // eslint-disable-next-line no-control-regex
  const disallowed = /:(\s|$)|\s#|[\n\r\t\u0000-\u001f\u007f\ufeff]/.test(value);
  if (!isNull && !badStart && !value.endsWith(' ') && !disallowed) return value;
  let out = '"';
  for (const ch of value) {
    const code = ch.codePointAt(0)!;
    const simple: Record<string, string> = {
      '"': '\\"',
      '\\': '\\\\',
      '\n': '\\n',
      '\t': '\\t',
      '\r': '\\r',
      '\b': '\\b',
      '\f': '\\f',
    };
    if (simple[ch]) out += simple[ch];
    else if (code < 0x20 || (code >= 0x80 && code <= 0xa0)) {
      out += `\\x${code.toString(16).padStart(2, '0')}`;
    } else if (code === 0xfeff) out += '\\ufeff';
    else out += ch;
  }
  return `${out}"`;
}

export interface CameraInfo {
  cameraName: string;
  intrinsics: CameraIntrinsics;
  /** Rectification rotation, 3×3 row-major. */
  R: number[];
  /** Projection matrix, 3×4 row-major. */
  P: number[];
}

/**
 * Reads camera_info YAML: ours, ROS's, or another tool's (block or flow sequences, flow maps,
 * comments). As camera_calibration_parsers: camera_name defaults to "unknown" and
 * distortion_model to plumb_bob. "fisheye" is read as equidistant.
 */
export function parseCameraInfoYaml(text: string): CameraInfo {
  const doc = yamlMap(parseYaml(text), 'camera_info');
  const name = doc.camera_name;
  const modelText = typeof doc.distortion_model === 'string' ? doc.distortion_model : 'plumb_bob';
  const model = distortionModel(modelText);
  const K = matrixData(doc.camera_matrix, 'camera_matrix', 3, 3);
  const D = matrixData(doc.distortion_coefficients, 'distortion_coefficients');
  // ROS's image_geometry reads rational_polynomial's k1 k2 p1 p2 k3 k4 k5 k6 and no other count.
  if (model === 'rational_polynomial' && D.length !== 8) {
    throw new Error(
      `rational_polynomial takes 8 distortion coefficients (k1 k2 p1 p2 k3 k4 k5 k6); ` +
        `the file has ${D.length}.`,
    );
  }
  return {
    cameraName: typeof name === 'string' && name !== '' ? name : 'unknown',
    intrinsics: {
      model,
      width: yamlNumber(doc.image_width, 'image_width'),
      height: yamlNumber(doc.image_height, 'image_height'),
      K,
      D,
    },
    R: doc.rectification_matrix
      ? matrixData(doc.rectification_matrix, 'rectification_matrix', 3, 3)
      : [...IDENTITY],
    P: doc.projection_matrix
      ? matrixData(doc.projection_matrix, 'projection_matrix', 3, 4)
      : [...K.slice(0, 3), 0, ...K.slice(3, 6), 0, ...K.slice(6, 9), 0],
  };
}

function distortionModel(text: string): DistortionModel {
  if (text === 'plumb_bob' || text === 'rational_polynomial' || text === 'equidistant') return text;
  if (text === 'fisheye') return 'equidistant';
  throw new Error(
    `Distortion model "${text}" is not supported (plumb_bob, rational_polynomial or equidistant).`,
  );
}

/** {rows, cols, data} (or a bare list) → its numbers, checked against the expected shape. */
function matrixData(
  value: YamlValue | undefined,
  what: string,
  rows?: number,
  cols?: number,
): number[] {
  let data: YamlValue | undefined = value;
  let declared: number | undefined;
  if (value !== undefined && typeof value === 'object' && !Array.isArray(value)) {
    data = value.data;
    if (value.rows !== undefined && value.cols !== undefined) {
      const r = yamlNumber(value.rows, `${what}.rows`);
      const c = yamlNumber(value.cols, `${what}.cols`);
      if (rows !== undefined && (r !== rows || c !== cols)) {
        throw new Error(`${what}: expected ${rows}×${cols}, found ${r}×${c}.`);
      }
      declared = r * c;
    }
  }
  if (!Array.isArray(data)) throw new Error(`${what}: expected a data list.`);
  // An OpenCV matrix of 32-bit floats (dt: f) reads back as floats, as OpenCV reads it.
  const single =
    value !== undefined && typeof value === 'object' && !Array.isArray(value) && value.dt === 'f';
  const numbers = data.map((item, i) => {
    const number = yamlNumber(item, `${what}.data[${i}]`);
    return single ? Math.fround(number) : number;
  });
  const expected = declared ?? (rows !== undefined && cols !== undefined ? rows * cols : undefined);
  if (expected !== undefined && numbers.length !== expected) {
    throw new Error(`${what}: ${numbers.length} numbers where ${expected} were expected.`);
  }
  return numbers;
}

/** What OpenCV's calibration sample writes beside K and D; every field optional. */
export interface OpenCvYamlExtra {
  /** As the sample writes strftime("%c"), e.g. "Thu Jan  1 00:00:00 2026". */
  calibrationTime?: string;
  nrOfFrames?: number;
  board?: { width: number; height: number; squareSize: number };
  /** Written (as `aspectRatio`) when the calibration fixed fx / fy. */
  aspectRatio?: number;
  flags?: number;
  avgReprojectionError?: number;
  /** Written as 32-bit floats, as the sample's vector<float>. */
  perViewReprojectionErrors?: number[];
  /** One row per view: rvec then tvec. */
  extrinsics?: Array<{ rvec: readonly number[]; tvec: readonly number[] }>;
}

export interface OpenCvCalibration extends OpenCvYamlExtra {
  intrinsics: CameraIntrinsics;
}

/**
 * OpenCV FileStorage YAML, in the order and with the names of OpenCV's calibration sample.
 * An equidistant camera adds `fisheye_model: 1` as OpenCV's camera_calibration tutorial does,
 * so it reads back as one.
 */
export function opencvYaml(camera: CameraIntrinsics, extra: OpenCvYamlExtra = {}): string {
  const out = new FileStorageWriter();
  if (extra.calibrationTime !== undefined) out.string('calibration_time', extra.calibrationTime);
  if (extra.nrOfFrames !== undefined) out.int('nr_of_frames', extra.nrOfFrames);
  out.int('image_width', camera.width);
  out.int('image_height', camera.height);
  if (extra.board) {
    out.int('board_width', extra.board.width);
    out.int('board_height', extra.board.height);
    out.real('square_size', extra.board.squareSize);
  }
  if (extra.aspectRatio !== undefined) out.real('aspectRatio', extra.aspectRatio);
  if (extra.flags !== undefined) out.int('flags', extra.flags);
  if (camera.model === 'equidistant') out.int('fisheye_model', 1);
  out.matrix('camera_matrix', 3, 3, 'd', camera.K);
  out.matrix('distortion_coefficients', camera.D.length, 1, 'd', camera.D);
  if (extra.avgReprojectionError !== undefined) {
    out.real('avg_reprojection_error', extra.avgReprojectionError);
  }
  if (extra.perViewReprojectionErrors) {
    const errors = extra.perViewReprojectionErrors;
    out.matrix('per_view_reprojection_errors', errors.length, 1, 'f', errors);
  }
  if (extra.extrinsics) {
    const rows = extra.extrinsics.map(({ rvec, tvec }) => [...rvec, ...tvec]);
    out.matrix('extrinsic_parameters', rows.length, 6, 'd', rows.flat());
  }
  return out.finish();
}

/** OpenCV's doubleToString for YAML: integral values as "%d.", others "%.16e". */
export function formatOpenCvDouble(value: number): string {
  if (Number.isNaN(value)) return '.Nan';
  if (!Number.isFinite(value)) return value < 0 ? '-.Inf' : '.Inf';
  if (Math.round(value) === value && Math.abs(value) < 2 ** 31)
    return `${value === 0 ? 0 : value}.`;
  return cExponent(value.toExponential(16));
}

/** OpenCV's floatToString: the value rounded to a float, integral as "%d.", else "%.8e". */
export function formatOpenCvFloat(value: number): string {
  const f = Math.fround(value);
  if (Number.isNaN(f)) return '.Nan';
  if (!Number.isFinite(f)) return f < 0 ? '-.Inf' : '.Inf';
  if (Math.round(f) === f && Math.abs(f) < 2 ** 31) return `${f === 0 ? 0 : f}.`;
  return cExponent(f.toExponential(8));
}

/** JS writes "1.5e+3"; C writes at least two exponent digits, "1.5e+03". */
function cExponent(text: string): string {
  return text.replace(/e([-+])(\d)$/, 'e$10$2');
}

/**
 * The slice of OpenCV's YAMLEmitter the calibration file needs: a top-level block map, maps
 * indented 3 deeper, flow sequences 4 deeper (3 + 1); a flow item goes on a new line when the
 * line would pass column 71 (and run more than 10 past the indentation).
 */
class FileStorageWriter {
  private readonly lines: string[] = ['%YAML:1.0', '---'];
  private line = '';

  private flushLine(): void {
    if (this.line.trim() !== '') this.lines.push(this.line);
    this.line = '';
  }

  private scalar(key: string, data: string, indent = 0): void {
    this.flushLine();
    this.line = `${' '.repeat(indent)}${key}: ${data}`;
  }

  int(key: string, value: number): void {
    this.scalar(key, String(Math.trunc(value)));
  }

  real(key: string, value: number): void {
    this.scalar(key, formatOpenCvDouble(value));
  }

  string(key: string, value: string): void {
    this.scalar(key, openCvString(value));
  }

  matrix(key: string, rows: number, cols: number, dt: 'd' | 'f', data: readonly number[]): void {
    this.scalar(key, '!!opencv-matrix');
    this.scalar('rows', String(rows), 3);
    this.scalar('cols', String(cols), 3);
    this.scalar('dt', dt, 3);
    this.scalar('data', '[', 3);
    const indent = 7;
    const format = dt === 'd' ? formatOpenCvDouble : formatOpenCvFloat;
    data.forEach((value, i) => {
      const text = format(value);
      if (i > 0) this.line += ',';
      const offset = this.line.length + text.length;
      if (offset > 71 && offset - indent > 10) {
        this.flushLine();
        this.line = ' '.repeat(indent);
      } else {
        this.line += ' ';
      }
      this.line += text;
    });
    if (this.line.length > indent && data.length > 0) this.line += ' ';
    this.line += ']';
  }

  finish(): string {
    this.flushLine();
    return `${this.lines.join('\n')}\n`;
  }
}

/** OpenCV's YAML writeString: quoted when not a plain word, with C-style escapes. */
function openCvString(value: string): string {
  let quote = value.length === 0 || value.startsWith(' ');
  let body = '';
  for (const ch of value) {
    const alnum = /[A-Za-z0-9]/.test(ch);
    if (!quote && !alnum && !'_ -()/+;'.includes(ch)) quote = true;
    const printable = ch >= ' ' && ch <= '~';
    if (!alnum && (!printable || ch === '\\' || ch === "'" || ch === '"')) {
      if (printable) body += `\\${ch}`;
      else if (ch === '\n') body += '\\n';
      else if (ch === '\r') body += '\\r';
      else if (ch === '\t') body += '\\t';
      else body += `\\x${(ch.codePointAt(0)! & 0xff).toString(16).padStart(2, '0')}`;
    } else body += ch;
  }
  if (!quote && /^[0-9+\-.]/.test(value)) quote = true;
  return quote ? `"${body}"` : body;
}

/**
 * Reads OpenCV FileStorage YAML with a camera: ours, OpenCV's calibration sample's, or its
 * tutorial's (whose keys are capitalised, e.g. Camera_Matrix; keys match case-insensitively).
 */
export function parseOpenCvYaml(text: string): OpenCvCalibration {
  const doc = yamlMap(parseYaml(text), 'OpenCV YAML');
  const byKey = new Map(Object.entries(doc).map(([key, value]) => [key.toLowerCase(), value]));
  const get = (key: string) => byKey.get(key.toLowerCase());
  const number = (key: string) => {
    const value = get(key);
    return value === undefined ? undefined : yamlNumber(value, key);
  };
  const K = matrixData(get('camera_matrix'), 'camera_matrix', 3, 3);
  const D = matrixData(get('distortion_coefficients'), 'distortion_coefficients');
  const fisheye = (number('fisheye_model') ?? 0) !== 0;
  // OpenCV names no model: 8 coefficients are CALIB_RATIONAL_MODEL's (its 12 and 14, thin prism
  // and tilt, have no camera_info model and are refused).
  if (!fisheye && D.length > 8) {
    throw new Error(
      `distortion_coefficients: ${D.length} numbers; up to 8 (k1 k2 p1 p2 k3 k4 k5 k6) are supported.`,
    );
  }
  const result: OpenCvCalibration = {
    intrinsics: {
      model: fisheye ? 'equidistant' : D.length > 5 ? 'rational_polynomial' : 'plumb_bob',
      width: number('image_width') ?? NaN,
      height: number('image_height') ?? NaN,
      K,
      D,
    },
  };
  const time = get('calibration_time');
  if (typeof time === 'string') result.calibrationTime = time;
  const frames = number('nr_of_frames') ?? number('nframes');
  if (frames !== undefined) result.nrOfFrames = frames;
  const boardWidth = number('board_width');
  const boardHeight = number('board_height');
  const squareSize = number('square_size');
  if (boardWidth !== undefined && boardHeight !== undefined && squareSize !== undefined) {
    result.board = { width: boardWidth, height: boardHeight, squareSize };
  }
  const aspectRatio = number('aspectRatio');
  if (aspectRatio !== undefined) result.aspectRatio = aspectRatio;
  const flags = number('flags');
  if (flags !== undefined) result.flags = flags;
  const avg = number('avg_reprojection_error');
  if (avg !== undefined) result.avgReprojectionError = avg;
  const perView = get('per_view_reprojection_errors');
  if (perView !== undefined) {
    result.perViewReprojectionErrors = matrixData(perView, 'per_view_reprojection_errors');
  }
  const extrinsics = get('extrinsic_parameters');
  if (extrinsics !== undefined) {
    const values = matrixData(extrinsics, 'extrinsic_parameters');
    result.extrinsics = [];
    for (let i = 0; i + 6 <= values.length; i += 6) {
      result.extrinsics.push({ rvec: values.slice(i, i + 3), tvec: values.slice(i + 3, i + 6) });
    }
  }
  if (Number.isNaN(result.intrinsics.width) || Number.isNaN(result.intrinsics.height)) {
    throw new Error('OpenCV YAML: image_width and image_height are missing.');
  }
  return result;
}
