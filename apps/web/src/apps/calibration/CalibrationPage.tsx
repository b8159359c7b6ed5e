import { AppIntro } from '../../shell/AppIntro';

export default function CalibrationPage() {
  return <AppIntro appKey="calibration" />;
}
