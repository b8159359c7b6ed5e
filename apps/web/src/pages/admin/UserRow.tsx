import { ROUTES, type AccountRole, type UserListEntry } from '@ads/contract';
import {
  Chip,
  MenuItem,
  Select,
  Switch,
  TableCell,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { call } from '../../lib/api';
import { notify } from '../../lib/notify';
import { formatDate } from '../../lib/format-date';
import { useUserListUpdater } from './admin-users-queries';
import { grantableRoles, lockReason } from './role-options';
import { useTranslation } from 'react-i18next';
import { serverText } from '../../lib/i18n';

type Change = { role: AccountRole } | { is_active: boolean };

/**
 * One account with its role select and active switch. A control moves at once and goes back
 * when the server refuses, with the server's sentence in a snackbar.
 */
export function UserRow({
  user,
  viewer,
}: {
  user: UserListEntry;
  viewer: { id: number; role: AccountRole };
}) {
  const [role, setRole] = useState(user.role);
  const [active, setActive] = useState(user.is_active);
  const [busy, setBusy] = useState(false);
  const updateList = useUserListUpdater();
  const locked = lockReason(viewer, user);
  const roles = grantableRoles(viewer.role);
  const isSelf = viewer.id === user.id;
  const { t } = useTranslation('admin');

  const change = async (body: Change, revert: () => void) => {
    setBusy(true);
    const result = await call(ROUTES.updateUser, { body: { user_id: user.id, ...body } });
    setBusy(false);
    if (!result.success) {
      revert();
      notify(serverText(result.message), 'error');
      return;
    }
    updateList(result.detail);
    notify(result.message ? serverText(result.message) : t('users.updated'), 'success');
  };

  const onRole = (next: AccountRole) => {
    const before = role;
    setRole(next);
    void change({ role: next }, () => setRole(before));
  };
  const onActive = (next: boolean) => {
    const before = active;
    setActive(next);
    void change({ is_active: next }, () => setActive(before));
  };

  const select = (
    <Select
      size="small"
      value={role}
      onChange={(event) => onRole(event.target.value as AccountRole)}
      disabled={!!locked || busy}
      inputProps={{ 'aria-label': t('users.roleOf', { name: user.username }) }}
      sx={{ minWidth: 110 }}
    >
      {/* A role the viewer may not grant is still listed for the row that holds it. */}
      {(roles.includes(role) ? roles : [...roles, role]).map((option) => (
        <MenuItem key={option} value={option} disabled={!roles.includes(option)}>
          {option}
        </MenuItem>
      ))}
    </Select>
  );
  const toggle = (
    <Switch
      checked={active}
      onChange={(event) => onActive(event.target.checked)}
      disabled={!!locked || busy}
      slotProps={{ input: { 'aria-label': t('users.activeOf', { name: user.username }) } }}
    />
  );

  return (
    <TableRow hover selected={isSelf} data-testid={`user-row-${user.id}`}>
      <TableCell sx={{ fontVariantNumeric: 'tabular-nums' }}>{user.id}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }} component="span" translate="no">
          {user.username}
        </Typography>
        {isSelf && <Chip label={t('users.you')} size="small" color="primary" sx={{ ml: 1 }} />}
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }} translate="no">
        {user.email}
      </TableCell>
      <TableCell translate="no">{user.company || '—'}</TableCell>
      <TableCell>
        {locked ? (
          <Tooltip title={locked}>
            <span>{select}</span>
          </Tooltip>
        ) : (
          select
        )}
      </TableCell>
      <TableCell>
        {locked ? (
          <Tooltip title={locked}>
            <span>{toggle}</span>
          </Tooltip>
        ) : (
          toggle
        )}
      </TableCell>
      <TableCell>
        {user.is_guest ? <Chip label={t('users.guest')} size="small" /> : t('users.no')}
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(user.created_at)}</TableCell>
    </TableRow>
  );
}
