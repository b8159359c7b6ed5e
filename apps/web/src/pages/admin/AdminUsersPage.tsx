import SearchIcon from '@mui/icons-material/Search';
import { PageHeader } from '../../shell/PageHeader';
import { TableHeader } from '../../shell/TableHeader';
import {
  Container,
  InputAdornment,
  LinearProgress,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useAuth } from '../../lib/auth-store';
import { useUserList } from './admin-users-queries';
import { UserRow } from './UserRow';
import { filterUsers } from './user-search';
import { useTranslation } from 'react-i18next';

const COLUMNS = ['id', 'name', 'email', 'company', 'role', 'active', 'guest', 'created'] as const;

/** Every account with its role and active status, which an admin can change (spec §6). */
export default function AdminUsersPage() {
  const viewerId = useAuth((state) => state.id);
  const viewerRole = useAuth((state) => state.role);
  const [search, setSearch] = useState('');
  const { data: users = [], isPending } = useUserList();
  const shown = filterUsers(users, search);
  const { t } = useTranslation('admin');

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, sm: 5 } }}>
      <PageHeader
        title={t('users.title')}
        subtitle={`${isPending ? t('users.loading') : t('users.count', { count: users.length })} · ${t('users.superOnly')}`}
        action={
          <>
            <TextField
              size="small"
              type="search"
              placeholder={t('users.searchPlaceholder')}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              sx={{ width: { xs: '100%', sm: 320 } }}
              slotProps={{
                htmlInput: { 'aria-label': t('users.search') },
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <SearchIcon fontSize="small" />
                    </InputAdornment>
                  ),
                },
              }}
            />
          </>
        }
      />
      <Paper variant="outlined">
        {isPending && <LinearProgress aria-label={t('users.loadingUsers')} />}
        <TableContainer>
          <Table
            size="small"
            aria-label={t('users.title')}
            // Wide enough that e-mails stay on one line; narrow screens scroll sideways.
            sx={{ minWidth: 960, '& tbody tr:last-child td': { borderBottom: 0 } }}
          >
            <TableHeader columns={COLUMNS.map((column) => t(`users.columns.${column}`))} />
            <TableBody>
              {shown.map((user) => (
                <UserRow key={user.id} user={user} viewer={{ id: viewerId, role: viewerRole }} />
              ))}
              {!isPending && shown.length === 0 && (
                <TableRow>
                  <TableCell colSpan={COLUMNS.length} sx={{ py: 4, textAlign: 'center' }}>
                    <Typography color="text.secondary">
                      {search ? t('users.noMatch', { search }) : t('users.none')}
                    </Typography>
                  </TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </TableContainer>
      </Paper>
    </Container>
  );
}
