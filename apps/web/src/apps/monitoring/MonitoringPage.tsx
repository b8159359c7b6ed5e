import { AppIntro } from '../../shell/AppIntro';

export default function MonitoringPage() {
  return <AppIntro appKey="monitoring" />;
}
