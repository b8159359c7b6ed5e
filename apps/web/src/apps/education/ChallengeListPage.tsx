import { AppIntro } from '../../shell/AppIntro';

export default function ChallengeListPage() {
  return <AppIntro appKey="education" screen="챌린지" />;
}
