import LockOpenOutlinedIcon from '@mui/icons-material/LockOpenOutlined';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { Box, Button, Tooltip, Typography } from '@mui/material';
import type { ControlLock } from './use-control-lock';

const LABELS = { take: 'Take control', takeover: 'Take over', release: 'Release control' } as const;

/** Who holds control of the vehicle, and the button to take, take over or release it. */
export function ControlLockRow(props: { lock: ControlLock; onRelease(): void }) {
  const { lock } = props;
  const action = lock.action;
  return (
    <Box
      role="group"
      aria-label="Control"
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
      <Typography role="status" aria-label="Control holder" sx={{ flex: 1, minWidth: 0 }} noWrap>
        {lock.holderText}
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
              {lock.busy ? 'Taking control…' : LABELS[action]}
            </Button>
          </span>
        </Tooltip>
      )}
    </Box>
  );
}
