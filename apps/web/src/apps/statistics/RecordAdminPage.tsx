import { AppIntro } from '../../shell/AppIntro';

export default function RecordAdminPage() {
  return <AppIntro appKey="statistics" screen="All records" />;
}
