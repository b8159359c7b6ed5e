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
import { useTranslation } from 'react-i18next';
import { serverText } from '../../../lib/i18n';
import { useVehicleEvents } from '../api';
import { useFleetLive } from '../fleet-store';
import { eventKey, eventText, isBadEvent, mergeEvents } from '../model/event-text';
import { formatClock } from '../model/format';

/** The vehicle's audit trail: what the server stored, and what the vehicle reports live. */
/** Memoised: the panel re-renders with each state, the events list only with its events. */
export const EventsList = memo(function EventsList({ pcId, room }: { pcId: number; room: string }) {
  const { t } = useTranslation(['monitoring', 'common']);
  const stored = useVehicleEvents(pcId);
  const live = useFleetLive((store) => store.events[room]);
  const events = mergeEvents(stored.data?.pages.flat() ?? [], live ?? []);
  return (
    <Box component="section" aria-label={t('events.title')}>
      <Typography variant="overline" color="text.secondary" component="h3" sx={{ lineHeight: 2 }}>
        {t('events.title')}
      </Typography>
      {stored.isError && (
        <Alert
          severity="error"
          sx={{ mb: 1 }}
          action={
            <Button color="inherit" size="small" onClick={() => void stored.refetch()}>
              {t('common:actions.retry')}
            </Button>
          }
        >
          {serverText(stored.error.message)}
        </Alert>
      )}
      {stored.isPending && events.length === 0 ? (
        <Skeleton variant="rounded" height={64} aria-label={t('events.loading')} />
      ) : events.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('events.empty')}
        </Typography>
      ) : (
        <List dense disablePadding aria-label={t('events.list')}>
          {events.map((event) => (
            <ListItem key={'id' in event ? event.id : eventKey(event)} disableGutters divider>
              <ListItemText
                primary={eventText(event)}
                secondary={
                  <>
                    {formatClock(event.at)}
                    {event.user_name && (
                      <>
                        {' · '}
                        <span translate="no">{event.user_name}</span>
                      </>
                    )}
                  </>
                }
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
          {stored.isFetchingNextPage ? t('events.loadingMore') : t('events.older')}
        </Button>
      )}
    </Box>
  );
});
