import BlockIcon from '@mui/icons-material/Block';
import SportsEsportsOutlinedIcon from '@mui/icons-material/SportsEsportsOutlined';
import TouchAppOutlinedIcon from '@mui/icons-material/TouchAppOutlined';
import type { Gear } from '@ads/contract';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Chip,
  Paper,
  Slider,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { type PointerEvent, memo, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { formatLatency, formatLoss } from '../model/format';
import type { DriveInput } from './drive-input';
import { GEAR_OPTIONS } from './gears';
import type { TeleopView } from './use-teleop';
import type { ViewBox } from './view-box';
import { SteeringWheel } from './SteeringWheel';
import { drivingRefusals, totalDrops } from './vehicle-echo';

type Control = keyof DriveInput;

export interface TeleopControls {
  view: ViewBox<TeleopView>;
  hold(source: 'pointer', on: boolean): void;
  setPointer(change: Partial<DriveInput>): void;
}

/** A figure of the link: its name above, its value below. */
function Figure(props: { label: string; value: string; detail?: string; wide?: boolean }) {
  const { label, value, detail } = props;
  return (
    <Box
      role="group"
      aria-label={label}
      sx={{ minWidth: 0, gridColumn: props.wide ? 'span 2' : undefined }}
    >
      <Typography variant="caption" color="text.secondary" component="p">
        {label}
      </Typography>
      <Typography sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>{value}</Typography>
      {/* Its own line: beside the value, half the panel's width cut it off (issue 30). */}
      {detail && (
        <Typography
          variant="caption"
          color="text.secondary"
          component="p"
          sx={{ fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }}
        >
          {detail}
        </Typography>
      )}
    </Box>
  );
}

/**
 * Driving from the browser: hold to drive (the on-screen button or the space bar; a gamepad's
 * bumper), pedals and wheel on screen that spring back when let go, W/S ↑/↓ and A/D ←/→, the
 * gear, and the link from the vehicle's echoes: round trip (this page's and the vehicle's own
 * estimate), loss, the commands the vehicle dropped, and why driving is refused when it is
 * (this page's measured round trip over the limit, or the vehicle dropping the commands).
 */
export const TeleopPanel = memo(function TeleopPanel(props: {
  controls: TeleopControls;
  enabled: boolean;
  /** Why driving is not possible now. */
  reason: string | null;
  gear: Gear;
  onGear(gear: Gear): void;
}) {
  const { controls, enabled } = props;
  const { t } = useTranslation('monitoring');
  const view = useSyncExternalStore(controls.view.subscribe, controls.view.get);
  // What a pointer holds on a control while dragging it; the shown value otherwise follows
  // the combined input (keyboard, gamepad).
  const [dragged, setDragged] = useState<Partial<DriveInput>>({});
  const shown = (control: Control) => dragged[control] ?? view.input[control];
  const drag = (control: Control) => ({
    disabled: !enabled,
    onChange: (_event: Event, value: number | number[]) => {
      const next = (Array.isArray(value) ? value[0]! : value) * (control === 'steering' ? -1 : 1);
      setDragged((last) => ({ ...last, [control]: next }));
      controls.setPointer({ [control]: next });
    },
    // Pedals and wheel spring back when let go, as real ones do.
    onChangeCommitted: () => {
      setDragged((last) => ({ ...last, [control]: undefined }));
      controls.setPointer({ [control]: 0 });
    },
  });
  const holdDown = (event: PointerEvent<HTMLButtonElement>) => {
    event.currentTarget.setPointerCapture?.(event.pointerId);
    controls.hold('pointer', true);
  };
  const letGo = () => controls.hold('pointer', false);
  const link = view.link;
  const { vehicle } = view;
  const refusals = drivingRefusals(view);
  const refused = refusals.length > 0;
  const drops = vehicle.drops;

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={t('teleop.title')}
      sx={{ p: 1.5, borderRadius: 2, borderColor: view.driving ? 'success.main' : 'divider' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 700, flex: 1 }}>
          {t('teleop.title')}
        </Typography>
        {view.pad && (
          <Chip
            size="small"
            icon={<SportsEsportsOutlinedIcon />}
            label={t('teleop.gamepad')}
            title={view.pad}
            variant="outlined"
          />
        )}
        <Chip
          size="small"
          role="status"
          color={view.driving ? (refused ? 'error' : 'success') : enabled ? 'primary' : 'default'}
          label={
            view.driving
              ? t(refused ? 'teleop.refused' : 'teleop.driving')
              : t(enabled ? 'teleop.ready' : 'teleop.off')
          }
        />
      </Box>
      {!enabled && props.reason && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {props.reason}
        </Typography>
      )}
      {view.problem && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {view.problem}
        </Alert>
      )}
      {refused && (
        <Alert
          severity="error"
          icon={<BlockIcon />}
          role="alert"
          aria-label={t('teleop.drivingRefused')}
          sx={{ mb: 1 }}
        >
          <AlertTitle sx={{ mb: 0.25 }}>{t('teleop.drivingRefused')}</AlertTitle>
          {refusals.map((refusal) => (
            <Typography key={refusal.from} variant="body2" data-from={refusal.from}>
              {refusal.text}
            </Typography>
          ))}
        </Alert>
      )}

      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: 'auto minmax(0, 1fr) auto',
          alignItems: 'center',
          gap: 1.5,
          opacity: enabled ? 1 : 0.6,
        }}
      >
        <Box sx={{ display: 'grid', justifyItems: 'center', gap: 0.5 }}>
          <Slider
            orientation="vertical"
            aria-label={t('teleop.brake')}
            min={0}
            max={1}
            step={0.01}
            value={shown('brake')}
            color="error"
            sx={{ height: 96 }}
            {...drag('brake')}
          />
          <Typography variant="caption">{t('teleop.brake')}</Typography>
        </Box>
        <Box sx={{ display: 'grid', justifyItems: 'center', gap: 0.5, minWidth: 0 }}>
          <SteeringWheel steering={shown('steering')} />
          {/* Left on screen is left on the road: the slider runs the other way from the contract's +1 = left. */}
          <Slider
            aria-label={t('teleop.steering')}
            min={-1}
            max={1}
            step={0.01}
            value={-shown('steering')}
            track={false}
            marks={[{ value: 0 }]}
            sx={{ width: '100%', maxWidth: 200 }}
            {...drag('steering')}
          />
        </Box>
        <Box sx={{ display: 'grid', justifyItems: 'center', gap: 0.5 }}>
          <Slider
            orientation="vertical"
            aria-label={t('teleop.throttle')}
            min={0}
            max={1}
            step={0.01}
            value={shown('throttle')}
            color="success"
            sx={{ height: 96 }}
            {...drag('throttle')}
          />
          <Typography variant="caption">{t('teleop.throttle')}</Typography>
        </Box>
      </Box>

      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1.5 }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          aria-label={t('teleop.gear')}
          value={props.gear}
          disabled={!enabled}
          onChange={(_event, gear: Gear | null) => gear && props.onGear(gear)}
        >
          {GEAR_OPTIONS.map((gear) => (
            <ToggleButton key={gear} value={gear} sx={{ px: 1.5, fontWeight: 700 }}>
              {gear}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Button
          variant="contained"
          color={view.driving ? 'success' : 'primary'}
          startIcon={<TouchAppOutlinedIcon />}
          aria-pressed={view.driving}
          disabled={!enabled}
          onPointerDown={holdDown}
          onPointerUp={letGo}
          onPointerCancel={letGo}
          onLostPointerCapture={letGo}
          // A long press on a touch screen would open the context menu and cancel the hold.
          onContextMenu={(event) => event.preventDefault()}
          sx={{ flex: 1, py: 1, touchAction: 'none', userSelect: 'none' }}
        >
          {t('teleop.hold')}
        </Button>
      </Box>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
        {t('teleop.keys')}
      </Typography>

      <Box
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 1, mt: 1 }}
      >
        <Figure
          label={t('teleop.roundTrip')}
          value={formatLatency(link.p50Ms)}
          detail={
            link.lastMs === null
              ? undefined
              : t('teleop.last', { value: formatLatency(link.lastMs) })
          }
        />
        <Figure label={t('teleop.vehicleRoundTrip')} value={formatLatency(vehicle.roundTripMs)} />
        <Figure label={t('teleop.loss')} value={formatLoss(link.lossPercent)} />
        <Figure label={t('teleop.commands')} value={String(link.sent)} />
        <Figure
          label={t('teleop.dropped')}
          wide
          value={drops ? String(totalDrops(drops)) : '—'}
          detail={
            drops && totalDrops(drops) > 0
              ? t('teleop.drops', {
                  stale: drops.stale,
                  link: drops.link,
                  order: drops.order,
                  clock: drops.clock,
                })
              : undefined
          }
        />
      </Box>
    </Paper>
  );
});
