import { appByKey, areaOf } from '@ads/contract';
import { Typography } from '@mui/material';
import { useLocation } from 'react-router';
import { useAppText } from '../../lib/i18n';

/** The current area's name: the first path segment when it is an area, else home (spec §2). */
export function AreaTitle() {
  const { pathname } = useLocation();
  const area = useAppText()(appByKey(areaOf(pathname)));
  return (
    <Typography
      component="span"
      data-testid="area-title"
      // A phone's bar is narrow: a long name takes two short lines there rather than being cut.
      sx={{
        fontWeight: 600,
        fontSize: { xs: 15, sm: 16 },
        lineHeight: { xs: 1.15, sm: 1.5 },
        color: 'text.primary',
        minWidth: 0,
        whiteSpace: { xs: 'normal', sm: 'nowrap' },
        overflow: 'hidden',
        textOverflow: 'ellipsis',
      }}
    >
      {area.name}
    </Typography>
  );
}
