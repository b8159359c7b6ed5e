import { AppIntro } from '../../shell/AppIntro';

export default function ComboPage() {
  return <AppIntro appKey="store" screen="Combo" />;
}
