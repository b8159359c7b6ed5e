import { AppIntro } from '../../shell/AppIntro';

export default function HmiPage() {
  return <AppIntro appKey="hmi" />;
}
