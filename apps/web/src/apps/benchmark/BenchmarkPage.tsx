import { AppIntro } from '../../shell/AppIntro';

export default function BenchmarkPage() {
  return <AppIntro appKey="benchmark" />;
}
