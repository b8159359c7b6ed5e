import { Box, Typography } from '@mui/material';
import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlaybackMessage } from './protocol';
import { type RawNode, rawTree } from './raw-tree';
import { formatSeconds, parseNs } from './timeline';

/** The message at the current time as a tree: objects open, typed arrays as length and values. */
function RawPanelBody(props: {
  topic: string | undefined;
  message: PlaybackMessage | undefined;
  startNs: string;
}) {
  const { t } = useTranslation('statistics');
  const { message } = props;
  const tree = useMemo(
    () =>
      message
        ? rawTree(message.topic, message.message, (n) => t('playback.raw.more', { n }))
        : null,
    [message, t],
  );
  if (!props.topic) return <Empty text={t('playback.noTopic')} />;
  if (!message || !tree) return <Empty text={t('playback.noMessageYet')} />;
  const offset = (parseNs(message.timeNs) ?? 0n) - (parseNs(props.startNs) ?? 0n);
  return (
    <Box
      data-testid="raw-panel"
      data-time-ns={message.timeNs}
      sx={{ height: '100%', overflow: 'auto' }}
    >
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 0.5 }}>
        {t('playback.raw.at', { value: formatSeconds(offset) })}
      </Typography>
      <Box component="ul" aria-label={t('playback.raw.tree')} translate="no" sx={treeSx}>
        {(tree.children ?? []).map((node, i) => (
          <TreeRow key={`${node.key}-${i}`} node={node} open={i < 4} />
        ))}
      </Box>
    </Box>
  );
}

const treeSx = {
  listStyle: 'none',
  m: 0,
  pl: 0,
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
  fontSize: 12.5,
  '& ul': { listStyle: 'none', m: 0, pl: 2 },
  '& summary': { cursor: 'pointer' },
  // The rows' parts by class, styled once here: a message's tree renders again with each
  // message (tens a second playing), and a styled element per part cost each row its styles.
  '& .raw-key': { color: 'primary.main' },
  '& .raw-text': { color: 'text.secondary', overflowWrap: 'anywhere' },
} as const;

function TreeRow({ node, open }: { node: RawNode; open?: boolean }) {
  const label = (
    <>
      <span className="raw-key">{node.key}</span>
      {': '}
      <span className="raw-text">{node.text}</span>
    </>
  );
  if (!node.children) return <li>{label}</li>;
  return (
    <li>
      <details open={open}>
        <summary>{label}</summary>
        <ul>
          {node.children.map((child, i) => (
            <TreeRow key={`${child.key}-${i}`} node={child} />
          ))}
        </ul>
      </details>
    </li>
  );
}

export function Empty({ text }: { text: string }) {
  return (
    <Box sx={{ height: '100%', display: 'grid', placeItems: 'center', p: 2 }}>
      <Typography color="text.secondary" sx={{ textAlign: 'center' }}>
        {text}
      </Typography>
    </Box>
  );
}

/**
 * Rendered again only when its message (or its topics) change: its topics' messages come to it
 * alone (shown-messages.ts), and the section's own renders (play, pause, speed, another panel's
 * layout) bring it nothing new.
 */
export const RawPanel = memo(RawPanelBody);
