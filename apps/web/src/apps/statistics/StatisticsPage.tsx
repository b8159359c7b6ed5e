import { AppIntro } from '../../shell/AppIntro';

export default function StatisticsPage() {
  return <AppIntro appKey="statistics" />;
}
