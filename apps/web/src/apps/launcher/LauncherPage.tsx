import { AppIntro } from '../../shell/AppIntro';

export default function LauncherPage() {
  return <AppIntro appKey="launcher" />;
}
