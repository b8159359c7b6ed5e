import { type ComboInstall, ROUTES } from '@ads/contract';
import { Box, Chip, Link, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { call } from '../../lib/api';
import { formatDateTime } from '../../lib/format-date';

/** How many of the PC's combo installs the launcher lists. */
const SHOWN = 3;
/** How often they are read again while one runs. */
const RUNNING_POLL_MS = 2_000;

const COLOR: Record<ComboInstall['status'], 'default' | 'success' | 'error' | 'warning'> = {
  running: 'default',
  succeeded: 'success',
  failed: 'error',
  rolled_back: 'warning',
};

/**
 * The combos installed on this PC from IP Repository (issue 27): the install record is shown
 * where the modules run. Nothing shows when the caller's role has IP Repository off (the
 * installs are refused then) or when the PC has none.
 */
export function ComboInstalls({ pcId }: { pcId: number }) {
  const { t } = useTranslation('launcher');
  const installs = useQuery({
    queryKey: ['launcher', 'combo-installs', pcId],
    queryFn: async () => {
      const answer = await call(ROUTES.store.installs, { query: { pc_id: pcId } });
      return answer.success ? (answer.detail as ComboInstall[]).slice(0, SHOWN) : [];
    },
    refetchInterval: (query) =>
      query.state.data?.some((install) => install.status === 'running') ? RUNNING_POLL_MS : false,
  });
  const list = installs.data ?? [];
  if (list.length === 0) return null;
  return (
    <Box component="section" aria-label={t('combos.label')} sx={{ mb: 3 }}>
      <Typography
        variant="overline"
        component="h2"
        sx={{ color: 'primary.main', fontWeight: 700, letterSpacing: 1 }}
      >
        {t('combos.title')}
      </Typography>
      <Stack component="ul" spacing={0.5} sx={{ p: 0, m: 0, listStyle: 'none' }}>
        {list.map((install) => (
          <Stack
            component="li"
            key={install.id}
            direction="row"
            spacing={1.5}
            sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}
          >
            <Link component={RouterLink} to={`/store/combo/${install.combo.id}`}>
              {install.combo.title}
            </Link>
            <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
              {install.combo.version}
            </Typography>
            <Chip
              size="small"
              variant="outlined"
              label={t(`combos.${install.status}`)}
              color={COLOR[install.status]}
            />
            <Typography variant="body2" color="text.secondary">
              {install.user.name} · {formatDateTime(install.started_at)}
            </Typography>
          </Stack>
        ))}
      </Stack>
    </Box>
  );
}
