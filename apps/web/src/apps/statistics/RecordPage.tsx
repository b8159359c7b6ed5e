import { AppIntro } from '../../shell/AppIntro';

export default function RecordPage() {
  return <AppIntro appKey="statistics" screen="Record" />;
}
