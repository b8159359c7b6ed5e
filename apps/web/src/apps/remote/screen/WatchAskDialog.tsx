import type { RemoteAsk } from '@ads/contract';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RemoteSession } from '../session/remote-session';

/**
 * Another user asks to watch the screen this page holds: the holder allows or denies (no answer
 * within the server's time is a no). A watcher sees the screen without keyboard and mouse.
 */
export function WatchAskDialog({ session }: { session: RemoteSession }) {
  const { t } = useTranslation('remote');
  const [asks, setAsks] = useState<RemoteAsk[]>([]);
  useEffect(() => session.onAsk((ask) => setAsks((list) => [...list, ask])), [session]);
  const ask = asks[0];
  const answer = (allow: boolean) => {
    if (ask) session.answer(ask, allow);
    setAsks((list) => list.slice(1));
  };
  return (
    <Dialog
      open={ask !== undefined}
      onClose={() => answer(false)}
      aria-labelledby="watch-ask-title"
    >
      <DialogTitle id="watch-ask-title">
        {t('screen.ask.title', { name: ask?.user ?? '' })}
      </DialogTitle>
      <DialogContent>
        <DialogContentText>{t('screen.ask.text')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => answer(false)}>{t('screen.ask.deny')}</Button>
        <Button variant="contained" onClick={() => answer(true)} autoFocus>
          {t('screen.ask.allow')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
