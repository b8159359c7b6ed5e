import { TELEOP, VEHICLE_ACTIONS, type VehicleState } from '@ads/contract';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  InputAdornment,
  Paper,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { type FormEvent, useEffect, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { i18n } from '../../../lib/i18n';
import { command } from '../../../lib/vehicle/commands';

/**
 * The range the rosbridge agent takes: the contract's upper bound (VehicleSettings), and at
 * least two of its 10 Hz heartbeats (a shorter timeout would stop the car on one late beat).
 */
const MIN_MS = 200;
const MAX_MS = 5_000;
/** How long "Confirming…" waits for the vehicle's state to carry the new value. */
const CONFIRM_WAIT_MS = 3_000;

/** Why the typed timeout cannot be sent, or null. */
export function timeoutProblem(text: string): string | null {
  const value = Number(text);
  if (text.trim() === '' || !Number.isInteger(value)) return i18n.t('monitoring:timeout.wholeMs');
  if (value < MIN_MS || value > MAX_MS) {
    return i18n.t('monitoring:timeout.between', { min: MIN_MS, max: MAX_MS });
  }
  return null;
}

/**
 * A rosbridge vehicle's own stop on silence (issue 25). If the agent dies or its link drops,
 * only the vehicle can stop itself: Autoware's `vehicle_cmd_gate` must time out the operator
 * heartbeat, which its shipped parameters leave off. So the vehicle offers REMOTE only once an
 * operator has confirmed how long that timeout is (`vehicleSettingsAPI`, with the control lock
 * as mode changes need it): a warning with the form until then, a fact with a way to change it
 * after. Nothing for a vehicle that does not ask (the sim has its own watchdog; an agent from
 * before issue 25 sends no settings).
 */
export function OperatorTimeout(props: {
  state: VehicleState;
  room: string;
  name: string;
  mayCommand: boolean;
  holdsLock: boolean;
}) {
  const { state, room, name, mayCommand, holdsLock } = props;
  const { t } = useTranslation(['monitoring', 'common']);
  const confirmed = state.settings?.operator_timeout_ms ?? null;
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(String(confirmed ?? TELEOP.watchdogMs));
  const [checked, setChecked] = useState(false);
  // The value sent, until the vehicle's state carries it (or the wait is over).
  const [pending, setPending] = useState<number | null>(null);
  const arrived = pending !== null && confirmed === pending;
  useEffect(() => {
    if (pending === null || arrived) return;
    const timer = setTimeout(() => setPending(null), CONFIRM_WAIT_MS);
    return () => clearTimeout(timer);
  }, [pending, arrived]);

  if (state.adapter !== 'rosbridge' || state.settings === undefined) return null;
  const showForm = mayCommand && (confirmed === null || (editing && !arrived));

  if (confirmed !== null && !showForm) {
    return (
      <Paper
        variant="outlined"
        role="group"
        aria-label={t('timeout.label')}
        sx={{ p: 1.25, borderRadius: 2, display: 'flex', alignItems: 'center', gap: 1 }}
      >
        <Typography variant="body2" sx={{ flex: 1, minWidth: 0 }}>
          <Trans
            t={t}
            i18nKey="timeout.confirmed"
            values={{ name, ms: confirmed }}
            components={[<span key="name" translate="no" />, <strong key="ms" />]}
          />
        </Typography>
        {mayCommand && (
          <Tooltip describeChild title={holdsLock ? '' : t('timeout.takeControlFirst')}>
            <span>
              <Button
                size="small"
                disabled={!holdsLock}
                onClick={() => {
                  setText(String(confirmed));
                  setChecked(false);
                  setPending(null);
                  setEditing(true);
                }}
              >
                {t('timeout.change')}
              </Button>
            </span>
          </Tooltip>
        )}
      </Paper>
    );
  }

  const problem = timeoutProblem(text);
  const blocked = !holdsLock
    ? t('timeout.takeControlFirst')
    : problem
      ? problem
      : !checked
        ? t('timeout.checkFirst')
        : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (blocked) return;
    const value = Number(text);
    if (command(room, VEHICLE_ACTIONS.settings, { operator_timeout_ms: value }, name)) {
      setPending(value);
    }
  };

  return (
    <Alert severity="warning" role="region" aria-label={t('timeout.label')}>
      <AlertTitle>
        {confirmed === null ? t('timeout.notOffered') : t('timeout.changeTitle')}
      </AlertTitle>
      {/* Gate parameters are long words: they break anywhere rather than overflow. */}
      <Typography variant="body2" sx={{ mb: 1, '& code': { overflowWrap: 'anywhere' } }}>
        <Trans
          t={t}
          i18nKey="timeout.explain"
          components={[
            <code key="gate" translate="no" />,
            <code key="check" translate="no" />,
            <code key="timeout" translate="no" />,
          ]}
        />
        {confirmed === null && t('timeout.offeredOnce')}
      </Typography>
      {mayCommand ? (
        <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 1 }}>
          <TextField
            size="small"
            label={t('timeout.field')}
            type="number"
            value={text}
            onChange={(event) => setText(event.target.value)}
            error={problem !== null}
            helperText={problem ?? ' '}
            slotProps={{
              htmlInput: { min: MIN_MS, max: MAX_MS, step: 10 },
              input: { endAdornment: <InputAdornment position="end">ms</InputAdornment> },
            }}
            sx={{ maxWidth: 260 }}
          />
          <FormControlLabel
            control={
              <Checkbox checked={checked} onChange={(event) => setChecked(event.target.checked)} />
            }
            label={t('timeout.checked')}
          />
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
            <Tooltip describeChild title={blocked ?? ''}>
              <span>
                <Button
                  type="submit"
                  variant="contained"
                  color="warning"
                  disabled={blocked !== null || (pending !== null && !arrived)}
                >
                  {pending !== null && !arrived
                    ? t('timeout.confirming')
                    : t('common:actions.confirm')}
                </Button>
              </span>
            </Tooltip>
            {confirmed !== null && (
              <Button color="inherit" onClick={() => setEditing(false)}>
                {t('common:actions.cancel')}
              </Button>
            )}
          </Box>
        </Box>
      ) : (
        <Typography variant="body2">{t('timeout.ownerConfirms')}</Typography>
      )}
    </Alert>
  );
}
