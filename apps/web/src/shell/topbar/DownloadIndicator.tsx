import CloudDownloadOutlinedIcon from '@mui/icons-material/CloudDownloadOutlined';
import CloudDoneOutlinedIcon from '@mui/icons-material/CloudDoneOutlined';
import { Badge, Box } from '@mui/material';
import { useState } from 'react';
import { activeDownloads, useRealtime } from '../../lib/realtime-store';
import { DownloadRow } from './DownloadRow';
import { EmptyState, IndicatorPopover } from './IndicatorPopover';
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
          <Box component="ul" sx={{ m: 0, p: 0 }}>
            {downloads.map((entry) => (
              <DownloadRow key={entry.name} entry={entry} />
            ))}
          </Box>
        )}
      </IndicatorPopover>
    </>
  );
}
