import LockOpenOutlinedIcon from '@mui/icons-material/LockOpenOutlined';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { Box, Button, Tooltip, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { withTyped } from '../i18n/typed';
import type { ControlLock } from './use-control-lock';

/** Who holds control of the vehicle, and the button to take, take over or release it. */
export function ControlLockRow(props: { lock: ControlLock; onRelease(): void }) {
  const { lock } = props;
  const { t } = useTranslation('vehicle');
  const action = lock.action;
  return (
    <Box
      role="group"
      aria-label={t('lock.group')}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        p: 1.25,
        borderRadius: 2,
        border: 1,
        borderColor: lock.mine ? 'success.main' : 'divider',
        bgcolor: lock.mine ? 'action.selected' : 'transparent',
      }}
    >
      {lock.mine ? <LockOutlinedIcon color="success" /> : <LockOpenOutlinedIcon color="action" />}
      {/* Wraps rather than cuts: on a phone, or in Korean, the sentence is wider than the row. */}
      <Typography
        role="status"
        aria-label={t('lock.holder')}
        sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}
      >
        {withTyped(lock.holderText, lock.holderName)}
      </Typography>
      {action && (
        <Tooltip describeChild title={lock.refusal ?? ''}>
          <span>
            <Button
              size="small"
              variant={action === 'release' ? 'outlined' : 'contained'}
              color={action === 'takeover' ? 'warning' : 'primary'}
              disabled={lock.refusal !== null || lock.busy}
              onClick={action === 'release' ? props.onRelease : lock.take}
            >
              {lock.busy ? t('lock.taking') : t(`lock.${action}`)}
            </Button>
          </span>
        </Tooltip>
      )}
    </Box>
  );
}
