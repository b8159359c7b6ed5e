import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import LocalParkingIcon from '@mui/icons-material/LocalParking';
import RouteIcon from '@mui/icons-material/Route';
import TrafficIcon from '@mui/icons-material/Traffic';
import { Avatar } from '@mui/material';

const ICONS: Record<string, typeof RouteIcon> = {
  '1': RouteIcon,
  '2': DirectionsCarIcon,
  '3': LocalParkingIcon,
  '4': TrafficIcon,
};

/** A coloured badge that tells the sample challenges apart at a glance. */
export function ChallengeIcon({ id }: { id: string }) {
  const Icon = ICONS[id] ?? RouteIcon;
  return (
    <Avatar sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', width: 44, height: 44 }}>
      <Icon />
    </Avatar>
  );
}
