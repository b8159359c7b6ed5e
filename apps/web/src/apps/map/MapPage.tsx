import { AppIntro } from '../../shell/AppIntro';

export default function MapPage() {
  return <AppIntro appKey="map" />;
}
