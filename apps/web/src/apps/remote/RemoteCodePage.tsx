import { AppIntro } from '../../shell/AppIntro';

export default function RemoteCodePage() {
  return <AppIntro appKey="remote" screen="Code" />;
}
