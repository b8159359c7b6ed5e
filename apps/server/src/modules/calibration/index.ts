export { type CalibrationModule, createCalibrationModule } from './calibration.module';
