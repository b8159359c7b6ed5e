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
      noWrap
      sx={{ fontWeight: 600, fontSize: { xs: 15, sm: 16 }, color: 'text.primary', minWidth: 0 }}
    >
      {area.name}
    </Typography>
  );
}
