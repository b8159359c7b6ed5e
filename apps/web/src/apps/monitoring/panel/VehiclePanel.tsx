import { type Gear, isAdmin } from '@ads/contract';
import CloseIcon from '@mui/icons-material/Close';
import { Box, Divider, IconButton, Paper, Stack, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useAuth } from '../../../lib/auth-store';
import { useFleetLive } from '../fleet-store';
import { modeOptions } from '../model/mode-options';
import type { VehicleView } from '../model/vehicle-view';
import { TeleopPanel } from '../teleop/TeleopPanel';
import { useTeleop } from '../teleop/use-teleop';
import { StatusChip } from '../table/StatusChip';
import { ControlLockRow } from '../../../lib/vehicle/ControlLockRow';
import { EstopButton } from '../../../lib/vehicle/StopButtons';
import { MrmBanner } from '../../../lib/vehicle/MrmBanner';
import { useEstop } from '../../../lib/vehicle/use-estop';
import { EventsList } from './EventsList';
import { ModeButtons } from './ModeButtons';
import { OperatorTimeout } from './OperatorTimeout';
import { TransitionBanner } from './SafetyBanners';
import { VehicleFacts } from './VehicleFacts';
import { useControlLock } from '../../../lib/vehicle/use-control-lock';

/**
 * The selected vehicle: live figures, safety banners, the mode buttons, the control lock,
 * tele-op and the events. Mounted per vehicle (keyed by it), so nothing of one vehicle's
 * driving carries over to the next.
 */
export function VehiclePanel({ vehicle, onClose }: { vehicle: VehicleView; onClose(): void }) {
  const { t } = useTranslation('monitoring');
  const me = useAuth();
  const admin = isAdmin(me.role);
  const mayCommand = admin || vehicle.ownerId === me.id;
  // The panel follows every state (10 Hz); the table's view is sampled more slowly.
  const live = useFleetLive((store) => store.live[vehicle.room]);
  const newest = live && (!vehicle.state || live.state.stamp >= vehicle.state.stamp);
  const state = newest ? live.state : vehicle.state;
  const receivedAt = newest ? live.receivedAt : null;
  const connected = vehicle.status !== 'offline' && state !== null;

  const lock = useControlLock(vehicle, state?.control, {
    userId: me.id,
    admin,
    mayCommand,
  });
  const remote = state?.mode === 'REMOTE' || state?.transition?.to === 'REMOTE';
  const teleopEnabled = lock.mine && remote && connected;
  const reason = !mayCommand
    ? t('panel.driveOwnerOnly')
    : !connected
      ? t('modes.notConnected')
      : !lock.mine
        ? t('panel.takeControlToDrive')
        : !remote
          ? t('panel.switchToDrive')
          : null;
  // The gear the operator picked; until then the vehicle's own.
  const [picked, setPicked] = useState<Gear | null>(null);
  const gear = picked ?? state?.gear ?? 'P';
  const teleop = useTeleop(vehicle.room, teleopEnabled, gear);
  const options = modeOptions({ state, mayCommand, holdsLock: lock.mine, live: connected });
  const estop = useEstop(vehicle.room, vehicle.name, state?.mrm.state ?? null);
  // The project and, for an admin, the owner: names people gave, shown as given.
  const owned = [vehicle.project, admin && vehicle.ownerId !== me.id ? vehicle.ownerName : null]
    .filter(Boolean)
    .join(' · ');

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={t('panel.label', { name: vehicle.name })}
      sx={{ borderRadius: 3, overflow: 'clip' }}
    >
      {/* The header with the e-stop stays in view while the panel scrolls. */}
      <Box
        sx={{
          position: 'sticky',
          top: 0,
          zIndex: 2,
          bgcolor: 'background.paper',
          borderBottom: 1,
          borderColor: 'divider',
          p: 1.5,
          display: 'flex',
          alignItems: 'center',
          gap: 1,
        }}
      >
        <Box sx={{ flex: 1, minWidth: 0 }}>
          {/* Name and project wrap rather than end in an ellipsis beside the E-STOP (issue 30). */}
          <Typography
            variant="h6"
            component="h2"
            translate="no"
            sx={{ fontWeight: 700, lineHeight: 1.3, overflowWrap: 'anywhere' }}
          >
            {vehicle.name}
          </Typography>
          <Stack
            direction="row"
            spacing={0.75}
            useFlexGap
            sx={{ alignItems: 'center', minWidth: 0, flexWrap: 'wrap' }}
          >
            <StatusChip status={vehicle.status} />
            <Typography
              variant="caption"
              color="text.secondary"
              translate={owned ? 'no' : undefined}
              sx={{ overflowWrap: 'anywhere' }}
            >
              {owned || t('panel.noProject')}
            </Typography>
          </Stack>
        </Box>
        {mayCommand && <EstopButton name={vehicle.name} onEngage={estop.engage} size="large" />}
        <Tooltip title={t('panel.close')}>
          <IconButton size="small" aria-label={t('panel.closeLabel')} onClick={onClose}>
            <CloseIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </Box>

      <Stack spacing={1.5} sx={{ p: 1.5 }}>
        {state ? (
          <>
            <MrmBanner
              mrm={state.mrm}
              effect={estop.effect}
              mayCommand={mayCommand}
              onRelease={estop.release}
              onDismiss={estop.dismiss}
            />
            <TransitionBanner state={state} receivedAt={receivedAt} />
            <VehicleFacts state={state} />
            <OperatorTimeout
              state={state}
              room={vehicle.room}
              name={vehicle.name}
              mayCommand={mayCommand}
              holdsLock={lock.mine}
            />
          </>
        ) : (
          <Typography color="text.secondary">
            <Trans
              t={t}
              i18nKey="panel.noState"
              components={[<code key="flag" translate="no" />]}
            />
          </Typography>
        )}
        <ModeButtons options={options} room={vehicle.room} name={vehicle.name} />
        {mayCommand && (
          <ControlLockRow
            lock={lock}
            onRelease={() => {
              // The stop command goes while the lock is still held, so the vehicle takes it.
              teleop.stop();
              lock.release();
            }}
          />
        )}
        {mayCommand && (
          <TeleopPanel
            controls={teleop}
            enabled={teleopEnabled}
            reason={reason}
            gear={gear}
            onGear={setPicked}
          />
        )}
        <Divider />
        <EventsList pcId={vehicle.pcId} room={vehicle.room} />
      </Stack>
    </Paper>
  );
}
