import { AppIntro } from '../../shell/AppIntro';

export default function EducationHomePage() {
  return <AppIntro appKey="education" screen="홈" />;
}
