import { AppIntro } from '../../shell/AppIntro';

export default function BenchmarkAdminPage() {
  return <AppIntro appKey="benchmark" screen="Benchmark admin" />;
}
