import { AppIntro } from '../../shell/AppIntro';

export default function ChallengePage() {
  return <AppIntro appKey="education" screen="챌린지" />;
}
