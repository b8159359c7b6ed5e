import type { Endpoint } from './endpoint';
import * as calibration from './calibration';
import { CALIBRATION_ROUTES } from './calibration.routes';

export const CALIBRATION_ENDPOINTS = {
  // Multipart: the form is read by the handler (calibration.routes.ts).
  intrinsic: { ...CALIBRATION_ROUTES.intrinsic, answer: calibration.IntrinsicAnswer },
  extrinsic: {
    ...CALIBRATION_ROUTES.extrinsic,
    body: calibration.ExtrinsicRequest,
    answer: calibration.ExtrinsicAnswer,
  },
  radar: {
    ...CALIBRATION_ROUTES.radar,
    body: calibration.RadarRequest,
    answer: calibration.RadarAnswer,
  },
  list: {
    ...CALIBRATION_ROUTES.list,
    query: calibration.CalibrationListQuery,
    answer: calibration.CalibrationListAnswer,
  },
  save: {
    ...CALIBRATION_ROUTES.save,
    body: calibration.SaveCalibrationBody,
    answer: calibration.CalibrationAnswer,
  },
  get: {
    ...CALIBRATION_ROUTES.get,
    params: calibration.CalibrationParams,
    answer: calibration.CalibrationAnswer,
  },
  remove: { ...CALIBRATION_ROUTES.remove, params: calibration.CalibrationParams },
  cameraInfo: { ...CALIBRATION_ROUTES.cameraInfo, params: calibration.CalibrationParams },
  opencvYaml: { ...CALIBRATION_ROUTES.opencvYaml, params: calibration.CalibrationParams },
  sensorKit: { ...CALIBRATION_ROUTES.sensorKit, params: calibration.CalibrationParams },
  recordClouds: {
    ...CALIBRATION_ROUTES.recordClouds,
    params: calibration.RecordCloudParams,
    answer: calibration.RecordCloudsAnswer,
  },
  // Binary: a RECORD_CLOUD_FRAME (record-cloud-frame.ts), its header RecordCloudHeader.
  recordCloud: {
    ...CALIBRATION_ROUTES.recordCloud,
    params: calibration.RecordCloudParams,
    query: calibration.RecordCloudQuery,
  },
} as const satisfies Record<string, Endpoint>;
