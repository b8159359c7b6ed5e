import { memo } from 'react';
import {
  Alert,
  Box,
  Button,
  List,
  ListItem,
  ListItemText,
  Skeleton,
  Typography,
} from '@mui/material';
import { useVehicleEvents } from '../api';
import { useFleetLive } from '../fleet-store';
import { eventKey, eventText, isBadEvent, mergeEvents } from '../model/event-text';
import { formatClock } from '../model/format';

/** The vehicle's audit trail: what the server stored, and what the vehicle reports live. */
/** Memoised: the panel re-renders with each state, the events list only with its events. */
export const EventsList = memo(function EventsList({ pcId, room }: { pcId: number; room: string }) {
  const stored = useVehicleEvents(pcId);
  const live = useFleetLive((store) => store.events[room]);
  const events = mergeEvents(stored.data?.pages.flat() ?? [], live ?? []);
  return (
    <Box component="section" aria-label="Events">
      <Typography variant="overline" color="text.secondary" component="h3" sx={{ lineHeight: 2 }}>
        Events
      </Typography>
      {stored.isError && (
        <Alert
          severity="error"
          sx={{ mb: 1 }}
          action={
            <Button color="inherit" size="small" onClick={() => void stored.refetch()}>
              Try again
            </Button>
          }
        >
          {stored.error.message}
        </Alert>
      )}
      {stored.isPending && events.length === 0 ? (
        <Skeleton variant="rounded" height={64} aria-label="Loading events" />
      ) : events.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No events yet: mode changes, control, emergency stops, tele-op sessions and faults show
          here.
        </Typography>
      ) : (
        <List dense disablePadding aria-label="Vehicle events">
          {events.map((event) => (
            <ListItem key={'id' in event ? event.id : eventKey(event)} disableGutters divider>
              <ListItemText
                primary={eventText(event)}
                secondary={`${formatClock(event.at)}${event.user_name ? ` · ${event.user_name}` : ''}`}
                slotProps={{
                  primary: {
                    variant: 'body2',
                    color: isBadEvent(event) ? 'error' : 'textPrimary',
                  },
                }}
              />
            </ListItem>
          ))}
        </List>
      )}
      {stored.hasNextPage && (
        <Button
          size="small"
          onClick={() => void stored.fetchNextPage()}
          disabled={stored.isFetchingNextPage}
          sx={{ mt: 1 }}
        >
          {stored.isFetchingNextPage ? 'Loading…' : 'Older events'}
        </Button>
      )}
    </Box>
  );
});
