import { AppIntro } from '../../shell/AppIntro';

export default function EducationLauncherPage() {
  return <AppIntro appKey="education" screen="런처" />;
}
