import {
  APP_STATES,
  type AppAvailabilityRow,
  type AppState,
  CONFIGURABLE_ROLES,
  type ConfigurableRole,
  appByKey,
  reachOf,
} from '@ads/contract';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import {
  Box,
  IconButton,
  MenuItem,
  Select,
  TableCell,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { REACH_NOTES, ROLE_LABELS, STATE_COLOURS, STATE_LABELS } from './app-states';
import { useAvailabilityChange } from './app-availability-queries';
import { useTranslation } from 'react-i18next';
import { useAppText } from '../../../lib/i18n';

function StateMark({ state }: { state: AppState }) {
  const { t } = useTranslation('admin');
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <Box
        component="span"
        aria-hidden
        sx={{
          width: 8,
          height: 8,
          borderRadius: '50%',
          flexShrink: 0,
          bgcolor:
            STATE_COLOURS[state] === 'default' ? 'text.disabled' : `${STATE_COLOURS[state]}.main`,
        }}
      />
      {t(STATE_LABELS[state])}
    </Box>
  );
}

/**
 * One app: its state for each role as a select, a mark where it differs from the spec's
 * default, and the reset. A select shows the new state while the server saves it and goes back
 * when the server refuses.
 */
export function AvailabilityRow({ row }: { row: AppAvailabilityRow }) {
  const change = useAvailabilityChange();
  const [pending, setPending] = useState<Partial<Record<ConfigurableRole, AppState>>>({});
  const [busy, setBusy] = useState(false);
  const changed = CONFIGURABLE_ROLES.some((role) => row.states[role] !== row.defaults[role]);
  const { t } = useTranslation('admin');
  const name = useAppText()(appByKey(row.key)).name;
  const note = (key: (typeof REACH_NOTES)[keyof typeof REACH_NOTES]) => key && t(key);

  const save = async (next: Parameters<typeof change>[1]) => {
    setBusy(true);
    await change(row.key, next);
    setBusy(false);
    setPending({});
  };
  const onChange = (role: ConfigurableRole, state: AppState) => {
    setPending({ [role]: state });
    void save({ states: { [role]: state } });
  };

  return (
    <TableRow hover>
      <TableCell component="th" scope="row" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
        {name}
        {row.fixed && (
          <Typography variant="caption" color="text.secondary" component="div">
            {t('apps.fixed')}
          </Typography>
        )}
      </TableCell>
      <TableCell sx={{ minWidth: 110, px: 1 }}>
        {/* Visitors who are not signed in see the guests' state, and sign in first. */}
        <StateMark state={row.states.ALL} />
        <Typography variant="caption" color="text.secondary" component="div" sx={{ mt: 0.25 }}>
          {note(REACH_NOTES[reachOf(row.key, row.states.ALL, null)])}
        </Typography>
      </TableCell>
      {CONFIGURABLE_ROLES.map((role) => {
        const state = pending[role] ?? row.states[role];
        const isDefault = row.states[role] === row.defaults[role];
        const roleNote = note(REACH_NOTES[reachOf(row.key, state, role)]);
        return (
          <TableCell key={role} sx={{ minWidth: 128, px: 1 }}>
            {row.fixed ? (
              <StateMark state={state} />
            ) : (
              <>
                <Select
                  size="small"
                  fullWidth
                  value={state}
                  disabled={busy}
                  onChange={(event) => onChange(role, event.target.value as AppState)}
                  renderValue={(value) => <StateMark state={value} />}
                  inputProps={{
                    'aria-label': t('apps.forRole', { app: name, role: t(ROLE_LABELS[role]) }),
                  }}
                  sx={{ fontWeight: isDefault ? 400 : 700 }}
                >
                  {APP_STATES.map((option) => (
                    <MenuItem key={option} value={option}>
                      <StateMark state={option} />
                    </MenuItem>
                  ))}
                </Select>
                {roleNote && (
                  <Typography
                    variant="caption"
                    color="text.secondary"
                    component="div"
                    sx={{ mt: 0.25 }}
                  >
                    {roleNote}
                  </Typography>
                )}
                {!isDefault && (
                  <Typography variant="caption" color="primary" component="div" sx={{ mt: 0.25 }}>
                    {t('apps.changed', { state: t(STATE_LABELS[row.defaults[role]]) })}
                  </Typography>
                )}
              </>
            )}
          </TableCell>
        );
      })}
      <TableCell align="right" sx={{ width: 56 }}>
        {!row.fixed && (
          <Tooltip title={t('apps.reset')}>
            <span>
              <IconButton
                aria-label={t('apps.resetApp', { app: name })}
                disabled={busy || !changed}
                onClick={() => void save('reset')}
              >
                <RestartAltIcon />
              </IconButton>
            </span>
          </Tooltip>
        )}
      </TableCell>
    </TableRow>
  );
}
