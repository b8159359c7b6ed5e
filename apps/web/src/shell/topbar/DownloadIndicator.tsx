import CloudDownloadOutlinedIcon from '@mui/icons-material/CloudDownloadOutlined';
import CloudDoneOutlinedIcon from '@mui/icons-material/CloudDoneOutlined';
import { Badge } from '@mui/material';
import { useState } from 'react';
import { activeDownloads, useRealtime } from '../../lib/realtime-store';
import { EmptyState, IndicatorPopover } from './IndicatorPopover';
import { DownloadRows } from './popups';
import { TopBarButton } from './TopBarButton';
import { useTranslation } from 'react-i18next';

/** Installs on the user's PC (spec §2 'Download progress'); finished ones leave the list. */
export function DownloadIndicator() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const downloads = activeDownloads(useRealtime((state) => state.downloads));
  const { t } = useTranslation('shell');
  return (
    <>
      <TopBarButton
        label={t('downloads.title')}
        aria-haspopup="dialog"
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <Badge badgeContent={downloads.length} color="secondary">
          <CloudDownloadOutlinedIcon />
        </Badge>
      </TopBarButton>
      <IndicatorPopover
        anchor={anchor}
        title={t('downloads.title')}
        onClose={() => setAnchor(null)}
      >
        {downloads.length === 0 ? (
          <EmptyState icon={<CloudDoneOutlinedIcon />} text={t('downloads.empty')} />
        ) : (
          <DownloadRows open={anchor !== null} downloads={downloads} />
        )}
      </IndicatorPopover>
    </>
  );
}
