import { describe, expect, it } from 'vitest';
import {
  cameraInfoYaml,
  formatOpenCvDouble,
  formatOpenCvFloat,
  formatYamlCppDouble,
  opencvYaml,
  parseCameraInfoYaml,
  parseOpenCvYaml,
  projectionMatrix,
  yamlCppString,
} from './camera-info-yaml';
import reference from './fixtures/solver-reference.json';
import type { CameraIntrinsics } from './types';

// OpenCV 4.6's calibrateCamera / fisheye::calibrate answers for the synthetic data, with the
// projection matrix ROS would publish (cv2.getOptimalNewCameraMatrix, alpha 0).
const pinholeRef = reference.opencv.pinhole;
const pinhole: CameraIntrinsics = {
  model: 'plumb_bob',
  width: 1280,
  height: 720,
  K: pinholeRef.K,
  D: pinholeRef.D,
};
const fisheye: CameraIntrinsics = {
  model: 'equidistant',
  width: 1280,
  height: 960,
  K: reference.opencv.fisheye.K,
  D: reference.opencv.fisheye.D,
};

// The expected text: numbers by C's printf("%.17g") (what yaml-cpp's ostream << double at its
// default precision 17 prints), laid out as camera_calibration_parsers' writeCalibrationYml.
const PINHOLE_YAML = `image_width: 1280
image_height: 720
camera_name: narrow_stereo/left
camera_matrix:
  rows: 3
  cols: 3
  data: [1000.4885790147947, 0, 645.33329585878232, 0, 1001.734140350347, 362.34233014327327, 0, 0, 1]
distortion_model: plumb_bob
distortion_coefficients:
  rows: 1
  cols: 5
  data: [-0.27921317497849568, 0.086615509153631601, 0.00081549639990938021, -0.00053787167410052604, -0.008229466982046121]
rectification_matrix:
  rows: 3
  cols: 3
  data: [1, 0, 0, 0, 1, 0, 0, 0, 1]
projection_matrix:
  rows: 3
  cols: 4
  data: [873.84063720703125, 0, 645.35240415314547, 0, 0, 963.05975341796875, 362.39416839566002, 0, 0, 0, 1, 0]`;

const FISHEYE_YAML = `image_width: 1280
image_height: 960
camera_name: front fisheye
camera_matrix:
  rows: 3
  cols: 3
  data: [420.56984962183213, 0, 641.23187817104326, 0, 419.84746527675912, 479.03152703477639, 0, 0, 1]
distortion_model: equidistant
distortion_coefficients:
  rows: 1
  cols: 4
  data: [-0.014846133551317576, -0.0033595464855826302, -0.00029933137112605725, 0.00013534953609177288]
rectification_matrix:
  rows: 3
  cols: 3
  data: [1, 0, 0, 0, 1, 0, 0, 0, 1]
projection_matrix:
  rows: 3
  cols: 4
  data: [420.56984962183213, 0, 641.23187817104326, 0, 0, 419.84746527675912, 479.03152703477639, 0, 0, 0, 1, 0]`;

describe('camera_info YAML', () => {
  it('writes a plumb_bob camera as camera_calibration_parsers does, P from alpha 0', () => {
    expect(cameraInfoYaml(pinhole, 'narrow_stereo/left')).toBe(PINHOLE_YAML);
    const newK = pinholeRef.newCameraMatrix['0.0'];
    expect(projectionMatrix(pinhole)).toEqual([
      ...newK.slice(0, 3),
      0,
      ...newK.slice(3, 6),
      0,
      0,
      0,
      1,
      0,
    ]);
  });

  it('writes an equidistant camera with P = [K | 0], as calibrator.py does for alpha 0', () => {
    expect(cameraInfoYaml(fisheye, 'front fisheye')).toBe(FISHEYE_YAML);
  });

  it('formats doubles as printf %.17g', () => {
    // Known answers from C's printf("%.17g").
    expect(formatYamlCppDouble(1e-5)).toBe('1.0000000000000001e-05');
    expect(formatYamlCppDouble(0.1)).toBe('0.10000000000000001');
    expect(formatYamlCppDouble(123456789012345680)).toBe('1.2345678901234568e+17');
    expect(formatYamlCppDouble(1e17)).toBe('1e+17');
    expect(formatYamlCppDouble(1e16)).toBe('10000000000000000');
    expect(formatYamlCppDouble(0.0001)).toBe('0.0001');
    expect(formatYamlCppDouble(-2.5e-7)).toBe('-2.4999999999999999e-07');
    expect(formatYamlCppDouble(0)).toBe('0');
    expect(formatYamlCppDouble(-0)).toBe('-0');
    expect(formatYamlCppDouble(1)).toBe('1');
    expect(formatYamlCppDouble(-640)).toBe('-640');
    expect(formatYamlCppDouble(Infinity)).toBe('.inf');
    expect(formatYamlCppDouble(NaN)).toBe('.nan');
  });

  it('quotes camera names only where YAML needs it, as yaml-cpp does', () => {
    expect(yamlCppString('narrow_stereo/left')).toBe('narrow_stereo/left');
    expect(yamlCppString('front camera')).toBe('front camera');
    expect(yamlCppString('')).toBe('""');
    expect(yamlCppString('null')).toBe('"null"');
    expect(yamlCppString('cam: 1')).toBe('"cam: 1"');
    expect(yamlCppString('#1')).toBe('"#1"');
    expect(yamlCppString('- a')).toBe('"- a"');
    expect(yamlCppString('say "hi"\n')).toBe('"say \\"hi\\"\\n"');
  });

  it('reads back what it writes', () => {
    for (const [camera, name] of [
      [pinhole, 'narrow_stereo/left'],
      [fisheye, 'front fisheye'],
      [pinhole, 'odd: "name" #1'],
    ] as const) {
      const info = parseCameraInfoYaml(cameraInfoYaml(camera, name));
      expect(info.cameraName).toBe(name);
      expect(info.intrinsics).toEqual(camera);
      expect(info.R).toEqual([1, 0, 0, 0, 1, 0, 0, 0, 1]);
      expect(info.P).toEqual(projectionMatrix(camera));
    }
  });

  it("reads camera_calibration's ost.yaml, with its wrapped flow lists", () => {
    const text = `image_width: 640
image_height: 480
camera_name: narrow_stereo
camera_matrix:
  rows: 3
  cols: 3
  data: [538.63   ,   0.     , 457.698  ,
           0.     , 539.723  , 297.003  ,
           0.     ,   0.     ,   1.     ]
distortion_model: plumb_bob
distortion_coefficients:
  rows: 1
  cols: 5
  data: [-0.306780, 0.082502, 0.002878, -0.000158, 0.000000]
rectification_matrix:
  rows: 3
  cols: 3
  data: [1., 0., 0.,
         0., 1., 0.,
         0., 0., 1.]
projection_matrix:
  rows: 3
  cols: 4
  data: [538.63, 0., 457.698, 0., 0., 539.723, 297.003, 0., 0., 0., 1., 0.]
`;
    const info = parseCameraInfoYaml(text);
    expect(info.cameraName).toBe('narrow_stereo');
    expect(info.intrinsics).toEqual({
      model: 'plumb_bob',
      width: 640,
      height: 480,
      K: [538.63, 0, 457.698, 0, 539.723, 297.003, 0, 0, 1],
      D: [-0.30678, 0.082502, 0.002878, -0.000158, 0],
    });
    expect(info.P).toEqual([538.63, 0, 457.698, 0, 0, 539.723, 297.003, 0, 0, 0, 1, 0]);
  });

  it('reads block sequences, flow maps, comments and quoted names (other tools)', () => {
    const block = `# written by PyYAML
camera_name: 'cam ''A'''
image_height: 480
image_width: 640
distortion_model: fisheye
camera_matrix:
  cols: 3
  data:
  - 500.0
  - 0.0
  - 320.5
  - 0.0
  - 501.0
  - 240.5
  - 0.0
  - 0.0
  - 1.0
  rows: 3
distortion_coefficients: {rows: 1, cols: 4, data: [0.1, -0.01, 1.0e-3, -2E-4]}
rectification_matrix: {rows: 3, cols: 3, data: [1, 0, 0, 0, 1, 0, 0, 0, 1]}
projection_matrix: {rows: 3, cols: 4, data: [500, 0, 320.5, 0, 0, 501, 240.5, 0, 0, 0, 1, 0]}
`;
    const info = parseCameraInfoYaml(block);
    expect(info.cameraName).toBe("cam 'A'");
    expect(info.intrinsics).toEqual({
      model: 'equidistant',
      width: 640,
      height: 480,
      K: [500, 0, 320.5, 0, 501, 240.5, 0, 0, 1],
      D: [0.1, -0.01, 0.001, -0.0002],
    });
    const flow = `{image_width: 2, image_height: 1, camera_matrix: {rows: 3, cols: 3, data: [1, 0, 0, 0, 1, 0, 0, 0, 1]},
 distortion_coefficients: {rows: 1, cols: 5, data: [0, 0, 0, 0, 0]}}`;
    const minimal = parseCameraInfoYaml(flow);
    // camera_calibration_parsers' defaults: name "unknown", plumb_bob.
    expect(minimal.cameraName).toBe('unknown');
    expect(minimal.intrinsics.model).toBe('plumb_bob');
    expect(minimal.P).toEqual([1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0]);
  });

  it('says what is wrong with a bad file', () => {
    const good = cameraInfoYaml(pinhole, 'cam');
    expect(() =>
      parseCameraInfoYaml(good.replace('rows: 3\n  cols: 3', 'rows: 2\n  cols: 3')),
    ).toThrow(/camera_matrix: expected 3×3/);
    expect(() => parseCameraInfoYaml(good.replace('plumb_bob', 'kannala_brandt'))).toThrow(
      'Distortion model "kannala_brandt" is not supported (plumb_bob, rational_polynomial or equidistant).',
    );
    expect(() =>
      parseCameraInfoYaml(good.replace('data: [1, 0, 0, 0, 1', 'data: [1, 0, x, 0, 1')),
    ).toThrow(/"x" is not a number/);
  });
});

describe('OpenCV FileStorage YAML', () => {
  const extra = {
    calibrationTime: 'Thu Jan  1 00:00:00 2026',
    nrOfFrames: pinholeRef.perViewErrors.length,
    board: { width: 11, height: 8, squareSize: 0.03 },
    flags: 0,
    avgReprojectionError: pinholeRef.rms,
    perViewReprojectionErrors: pinholeRef.perViewErrors,
    extrinsics: pinholeRef.rvecs.map((rvec, i) => ({ rvec, tvec: pinholeRef.tvecs[i]! })),
  };

  it("writes exactly what OpenCV's FileStorage writes for the calibration sample's fields", () => {
    // solver_reference.py wrote the same fields with cv2.FileStorage (OpenCV 4.6).
    expect(opencvYaml(pinhole, extra)).toBe(reference.opencv.fileStorage);
  });

  it('formats numbers as OpenCV does', () => {
    expect(formatOpenCvDouble(1)).toBe('1.');
    expect(formatOpenCvDouble(0)).toBe('0.');
    expect(formatOpenCvDouble(-0)).toBe('0.');
    expect(formatOpenCvDouble(-3)).toBe('-3.');
    expect(formatOpenCvDouble(0.03)).toBe('2.9999999999999999e-02');
    expect(formatOpenCvDouble(1234.5)).toBe('1.2345000000000000e+03');
    expect(formatOpenCvFloat(0.1)).toBe('1.00000001e-01');
    expect(formatOpenCvFloat(2)).toBe('2.');
  });

  it('reads OpenCV files back, ours and the tutorial’s', () => {
    const parsed = parseOpenCvYaml(reference.opencv.fileStorage);
    expect(parsed.intrinsics).toEqual(pinhole);
    expect(parsed).toMatchObject({
      calibrationTime: extra.calibrationTime,
      nrOfFrames: 20,
      board: extra.board,
      flags: 0,
      avgReprojectionError: pinholeRef.rms,
      extrinsics: extra.extrinsics,
    });
    // Per-view errors are written as 32-bit floats.
    expect(parsed.perViewReprojectionErrors).toEqual(pinholeRef.perViewErrors.map(Math.fround));

    const fisheyeText = opencvYaml(fisheye, { avgReprojectionError: 0.25 });
    expect(fisheyeText).toContain('fisheye_model: 1\n');
    expect(parseOpenCvYaml(fisheyeText)).toEqual({
      intrinsics: fisheye,
      avgReprojectionError: 0.25,
    });

    const tutorial = `%YAML:1.0
Image_Width: 640
Image_Height: 480
Camera_Matrix: !!opencv-matrix
   rows: 3
   cols: 3
   dt: d
   data: [ 6.5746697944293521e+002, 0., 3.1950000000000000e+002, 0.,
       6.5746697944293521e+002, 2.3950000000000000e+002, 0., 0., 1. ]
Distortion_Coefficients: !!opencv-matrix
   rows: 5
   cols: 1
   dt: d
   data: [ -4.1802327176423804e-001, 5.0715244063187526e-001, 0., 0.,
       -5.7843597214487474e-001 ]
`;
    expect(parseOpenCvYaml(tutorial).intrinsics).toEqual({
      model: 'plumb_bob',
      width: 640,
      height: 480,
      K: [657.46697944293521, 0, 319.5, 0, 657.46697944293521, 239.5, 0, 0, 1],
      D: [-0.41802327176423804, 0.50715244063187526, 0, 0, -0.57843597214487474],
    });
  });
});
