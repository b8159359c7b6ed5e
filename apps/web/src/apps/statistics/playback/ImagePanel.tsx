import { Box, Typography } from '@mui/material';
import { memo, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { serverText } from '../../../lib/i18n';
import { Empty } from './RawPanel';
import type { PlaybackMessage } from './protocol';

/**
 * The image at the current time, drawn on a canvas of the image's own size that CSS fits into
 * the panel (object-fit: contain), with its topic, size and encoding under it.
 */
function ImagePanelBody(props: {
  topic: string | undefined;
  message: PlaybackMessage | undefined;
}) {
  const { t } = useTranslation('statistics');
  const canvas = useRef<HTMLCanvasElement>(null);
  const view = props.message?.view?.kind === 'image' ? props.message.view : null;

  useEffect(() => {
    const element = canvas.current;
    if (!element || !view) return;
    if (element.width !== view.width) element.width = view.width;
    if (element.height !== view.height) element.height = view.height;
    // jsdom has no 2D context; a closed bitmap (already replaced) draws nothing.
    try {
      element.getContext('2d')?.drawImage(view.bitmap, 0, 0);
    } catch {
      /* The next message draws. */
    }
  }, [view]);

  if (!props.topic) return <Empty text={t('playback.noTopic')} />;
  if (!props.message) return <Empty text={t('playback.noMessageYet')} />;
  if (!view) {
    // An image the browser could not decode (damaged bytes) says so, with the worker's reason.
    const { error } = props.message;
    return (
      <Empty
        text={
          error
            ? `${t('playback.image.cannotDraw')} ${serverText(error)}`
            : t('playback.image.notImage')
        }
      />
    );
  }
  return (
    <Box sx={{ height: '100%', display: 'flex', flexDirection: 'column', minHeight: 0 }}>
      <Box
        sx={{ flex: 1, minHeight: 0, bgcolor: 'common.black', borderRadius: 1, overflow: 'hidden' }}
      >
        <canvas
          ref={canvas}
          role="img"
          aria-label={t('playback.image.label', { topic: props.topic })}
          data-width={view.width}
          data-height={view.height}
          data-time-ns={props.message.timeNs}
          style={{
            width: '100%',
            height: '100%',
            objectFit: 'contain',
            display: 'block',
            // A small image scaled up shows its pixels rather than a blur.
            imageRendering: view.width < 320 ? 'pixelated' : 'auto',
          }}
        />
      </Box>
      <Typography variant="caption" color="text.secondary" sx={{ mt: 0.5 }}>
        <span translate="no">{props.topic}</span>
        {' · '}
        <span translate="no">{`${view.width} × ${view.height}`}</span>
        {' · '}
        <span translate="no">{view.encoding}</span>
      </Typography>
    </Box>
  );
}

/**
 * Rendered again only when its message (or its topics) change: its topics' messages come to it
 * alone (shown-messages.ts), and the section's own renders (play, pause, speed, another panel's
 * layout) bring it nothing new.
 */
export const ImagePanel = memo(ImagePanelBody);
