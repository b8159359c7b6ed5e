import { AppIntro } from '../../shell/AppIntro';

export default function StorePage() {
  return <AppIntro appKey="store" />;
}
