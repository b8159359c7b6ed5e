import RFB from '@novnc/novnc';
import { Box } from '@mui/material';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../../lib/i18n';
import type { RemoteSession } from '../session/remote-session';
import { SessionChannel } from '../session/ws-channel';

/** What the screen's page hears of noVNC. */
export interface ScreenEvents {
  onConnect(): void;
  onClipboard(text: string): void;
  onPassword(): void;
  onFailure(message: string): void;
}

/** What the page can do to the screen once it is up. */
export interface ScreenControl {
  paste(text: string): void;
  sendPassword(password: string): void;
  ctrlAltDel(): void;
}

/**
 * The PC's desktop in noVNC, whose "WebSocket" is the session (SessionChannel): scaled to the
 * element, keyboard and mouse unless view-only, the clipboard both ways through the page.
 */
export function ScreenView(props: {
  session: RemoteSession;
  events: ScreenEvents;
  control: (control: ScreenControl | null) => void;
}) {
  const { t } = useTranslation('remote');
  const host = useRef<HTMLDivElement>(null);
  const events = useRef(props.events);
  const control = useRef(props.control);
  useLayoutEffect(() => {
    events.current = props.events;
    control.current = props.control;
  });
  const { session } = props;

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const channel = new SessionChannel(session);
    const rfb = new RFB(element, channel as unknown as WebSocket, { shared: true });
    rfb.scaleViewport = true;
    rfb.viewOnly = session.viewOnly;
    rfb.background = '#1b1b1f';
    rfb.addEventListener('connect', () => events.current.onConnect());
    rfb.addEventListener('clipboard', (event) =>
      events.current.onClipboard(String(event.detail.text)),
    );
    rfb.addEventListener('credentialsrequired', () => events.current.onPassword());
    rfb.addEventListener('securityfailure', (event) =>
      events.current.onFailure(
        event.detail.reason
          ? i18n.t('remote:screen.refusedWith', { reason: event.detail.reason })
          : i18n.t('remote:screen.refused'),
      ),
    );
    control.current({
      paste: (text) => rfb.clipboardPasteFrom(text),
      sendPassword: (password) => rfb.sendCredentials({ username: '', password, target: '' }),
      ctrlAltDel: () => rfb.sendCtrlAltDel(),
    });
    return () => {
      control.current(null);
      rfb.disconnect();
    };
  }, [session]);

  return (
    <Box
      ref={host}
      data-testid="remote-screen"
      aria-label={t('screen.desktop')}
      sx={{ flex: 1, minHeight: 0, bgcolor: '#1b1b1f', overflow: 'hidden' }}
    />
  );
}
