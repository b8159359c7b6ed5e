import ExploreOutlinedIcon from '@mui/icons-material/ExploreOutlined';
import MyLocationIcon from '@mui/icons-material/MyLocation';
import NavigationIcon from '@mui/icons-material/Navigation';
import { Paper, ToggleButton, Tooltip } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** The HMI map's camera buttons, big enough for a finger: follow the vehicle, heading up. */
export function HmiMapButtons(props: {
  follow: boolean;
  headingUp: boolean;
  onFollow(follow: boolean): void;
  onHeadingUp(headingUp: boolean): void;
}) {
  const { follow, headingUp } = props;
  const { t } = useTranslation('hmi');
  return (
    <Paper
      elevation={2}
      sx={{
        position: 'absolute',
        top: 8,
        left: 8,
        display: 'flex',
        gap: 0.5,
        p: 0.5,
        borderRadius: 2,
      }}
    >
      <Tooltip title={follow ? t('map.stopFollow') : t('map.follow')}>
        <ToggleButton
          value="follow"
          size="small"
          selected={follow}
          aria-label={t('map.follow')}
          onChange={() => props.onFollow(!follow)}
          sx={{ minWidth: 44, minHeight: 44 }}
        >
          <MyLocationIcon />
        </ToggleButton>
      </Tooltip>
      <Tooltip title={headingUp ? t('map.northUp') : t('map.headingUp')}>
        <ToggleButton
          value="heading-up"
          size="small"
          selected={headingUp}
          aria-label={t('map.headingUp')}
          onChange={() => props.onHeadingUp(!headingUp)}
          sx={{ minWidth: 44, minHeight: 44 }}
        >
          {headingUp ? <NavigationIcon /> : <ExploreOutlinedIcon />}
        </ToggleButton>
      </Tooltip>
    </Paper>
  );
}
