import { AppIntro } from '../../shell/AppIntro';

export default function AlgorithmPage() {
  return <AppIntro appKey="store" screen="Algorithm" />;
}
