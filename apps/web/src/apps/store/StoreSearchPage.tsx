import { AppIntro } from '../../shell/AppIntro';

export default function StoreSearchPage() {
  return <AppIntro appKey="store" screen="Search" />;
}
