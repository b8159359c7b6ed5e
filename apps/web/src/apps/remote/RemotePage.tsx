import { AppIntro } from '../../shell/AppIntro';

export default function RemotePage() {
  return <AppIntro appKey="remote" />;
}
