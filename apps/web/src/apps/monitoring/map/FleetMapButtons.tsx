import CenterFocusStrongOutlinedIcon from '@mui/icons-material/CenterFocusStrongOutlined';
import FitScreenOutlinedIcon from '@mui/icons-material/FitScreenOutlined';
import NavigationOutlinedIcon from '@mui/icons-material/NavigationOutlined';
import { Paper, ToggleButton, Tooltip } from '@mui/material';
import { useTranslation } from 'react-i18next';

/**
 * The fleet map's view buttons: fit the fleet, follow the selected vehicle, heading up (which
 * follows too). Following needs a selection.
 */
export function FleetMapButtons(props: {
  canFollow: boolean;
  following: boolean;
  turning: boolean;
  onFit(): void;
  onFollow(follow: boolean): void;
  onHeadingUp(headingUp: boolean): void;
}) {
  const { canFollow, following, turning } = props;
  const { t } = useTranslation('monitoring');
  return (
    <Paper
      elevation={2}
      role="toolbar"
      aria-label={t('map.toolbar')}
      sx={{
        position: 'absolute',
        top: 10,
        left: 10,
        display: 'flex',
        gap: 0.5,
        p: 0.5,
        borderRadius: 2,
      }}
    >
      <Tooltip title={t('map.fit')}>
        <ToggleButton
          value="fit"
          size="small"
          selected={false}
          aria-label={t('map.fit')}
          onChange={props.onFit}
          sx={{ border: 0 }}
        >
          <FitScreenOutlinedIcon fontSize="small" />
        </ToggleButton>
      </Tooltip>
      <Tooltip title={canFollow ? t('map.follow') : t('map.followNeedsSelection')}>
        <span>
          <ToggleButton
            value="follow"
            size="small"
            aria-label={t('map.follow')}
            selected={following}
            disabled={!canFollow}
            onChange={() => props.onFollow(!following)}
            sx={{ border: 0 }}
          >
            <CenterFocusStrongOutlinedIcon fontSize="small" />
          </ToggleButton>
        </span>
      </Tooltip>
      <Tooltip title={canFollow ? t('map.headingUpTip') : t('map.selectFirst')}>
        <span>
          <ToggleButton
            value="heading-up"
            size="small"
            aria-label={t('map.headingUp')}
            selected={turning}
            disabled={!canFollow}
            onChange={() => props.onHeadingUp(!turning)}
            sx={{ border: 0 }}
          >
            <NavigationOutlinedIcon fontSize="small" />
          </ToggleButton>
        </span>
      </Tooltip>
    </Paper>
  );
}
