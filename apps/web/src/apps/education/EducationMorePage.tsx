import { AppIntro } from '../../shell/AppIntro';

export default function EducationMorePage() {
  return <AppIntro appKey="education" screen="더보기" />;
}
