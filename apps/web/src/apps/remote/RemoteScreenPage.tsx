import { AppIntro } from '../../shell/AppIntro';

export default function RemoteScreenPage() {
  return <AppIntro appKey="remote" screen="Screen" />;
}
