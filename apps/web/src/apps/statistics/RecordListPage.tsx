import { AppIntro } from '../../shell/AppIntro';

export default function RecordListPage() {
  return <AppIntro appKey="statistics" screen="Records" />;
}
