import LinkIcon from '@mui/icons-material/Link';
import type { RecordDetail } from '@ads/contract';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import PublicIcon from '@mui/icons-material/Public';
import { Button, Stack, Tooltip } from '@mui/material';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format-date';
import type { RecordAccess } from '../api';
import { absoluteUrl, copyLink } from '../detail/ShareDialog';
import { foxgloveUrl } from './foxglove';
import type { PlaybackTime } from './playback-time';
import { sharedPlaybackLink } from './share-link';
import { linkAt } from './timeline';

/**
 * Copy a link at the time shown (and the public one when the record is shared), open in
 * Foxglove: rendered once per record, the time read when a button is pressed.
 */
export const PlaybackActions = memo(function PlaybackActions(props: {
  record: Pick<RecordDetail, 'share_url'>;
  access: RecordAccess;
  time: PlaybackTime;
  signedUrl: string;
  expiresAt: string | null;
}) {
  const { t } = useTranslation('statistics');
  const { record, time } = props;
  const fileUrl = record.share_url ? absoluteUrl(record.share_url) : props.signedUrl;
  const publicLink = (offset: bigint) =>
    sharedPlaybackLink(record.share_url, window.location.origin, offset);
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Button
        size="small"
        startIcon={<LinkIcon />}
        onClick={() => void copyLink(linkAt(window.location.href, time.get()))}
      >
        {t('playback.copyLink')}
      </Button>
      {props.access.kind === 'own' && publicLink(0n) !== null && (
        <Tooltip title={t('playback.copyPublicLinkHint')}>
          <Button
            size="small"
            startIcon={<PublicIcon />}
            onClick={() => void copyLink(publicLink(time.get())!)}
          >
            {t('playback.copyPublicLink')}
          </Button>
        </Tooltip>
      )}
      <Tooltip
        title={
          record.share_url
            ? t('playback.foxgloveShared')
            : props.expiresAt
              ? t('playback.foxgloveExpires', { time: formatDateTime(props.expiresAt) })
              : t('playback.foxgloveSigned')
        }
      >
        <Button
          size="small"
          startIcon={<OpenInNewIcon />}
          href={foxgloveUrl(fileUrl)}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('playback.foxglove')}
        </Button>
      </Tooltip>
    </Stack>
  );
});
