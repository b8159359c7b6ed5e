import { Alert, Typography } from '@mui/material';
import type { RouteView } from '../state/editor-store';

/** The route preview's answer: its length and lane changes, or why there is none. */
export function RouteResult(props: { route: RouteView | 'none' | null }) {
  const { route } = props;
  if (route === null) return null;
  if (route === 'none') {
    return (
      <Alert severity="warning" sx={{ py: 0 }} data-testid="route-result">
        No route: the points are off the lanelets, or no lanelet leads from one to the other.
      </Alert>
    );
  }
  const changes = route.laneChanges;
  return (
    <Typography variant="body2" data-testid="route-result" sx={{ fontWeight: 600 }}>
      Route: {route.lanelets.length} lanelet{route.lanelets.length === 1 ? '' : 's'},{' '}
      {route.lengthM.toFixed(1)} m, {changes} lane change{changes === 1 ? '' : 's'}
    </Typography>
  );
}
