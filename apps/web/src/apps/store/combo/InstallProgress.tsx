import type { ComboInstall } from '@ads/contract';
import RocketLaunchOutlinedIcon from '@mui/icons-material/RocketLaunchOutlined';
import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import {
  installStatusLabel,
  memberStatusLabel,
  memberProgress,
  outcomeOf,
  overallProgress,
} from './install-state';

const SEVERITY = {
  running: 'info',
  succeeded: 'success',
  failed: 'error',
  rolled_back: 'warning',
} as const;

/** One install as it goes: a bar per member with its status, then how it ended. */
export function InstallProgress({ install }: { install: ComboInstall }) {
  const { t } = useTranslation('store');
  const running = install.status === 'running';
  const overall = overallProgress(install);
  return (
    <Box
      role="region"
      aria-label={t('install.progress')}
      data-status={install.status}
      sx={{ display: 'grid', gap: 1.5 }}
    >
      <Stack direction="row" sx={{ alignItems: 'baseline', gap: 1 }}>
        <Typography variant="subtitle2" sx={{ flex: 1 }}>
          {install.combo.title} {install.combo.version} → {install.pc.name}
        </Typography>
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ fontVariantNumeric: 'tabular-nums' }}
        >
          {running ? `${overall} %` : installStatusLabel(install.status)}
        </Typography>
      </Stack>
      <Stack spacing={1.25} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {install.members.map((member) => {
          const { value, failed } = memberProgress(member);
          const label = `${member.algorithm} ${member.version}`;
          return (
            <Box component="li" key={member.algorithm} aria-label={member.algorithm}>
              <Stack direction="row" sx={{ alignItems: 'baseline', gap: 1, mb: 0.5 }}>
                <Typography
                  variant="body2"
                  sx={{ fontFamily: 'monospace', flex: 1, overflowWrap: 'anywhere' }}
                >
                  {label}
                </Typography>
                <Typography
                  variant="body2"
                  role="status"
                  aria-label={t('install.memberStatus', { name: member.algorithm })}
                  color={
                    failed
                      ? 'error'
                      : member.status === 'installed'
                        ? 'success.main'
                        : 'text.secondary'
                  }
                  sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
                >
                  {memberStatusLabel(member.status)}
                  {member.status === 'installing' ? ` ${value} %` : ''}
                </Typography>
              </Stack>
              <LinearProgress
                variant="determinate"
                value={value}
                color={
                  failed
                    ? 'error'
                    : member.status === 'rolled_back'
                      ? 'warning'
                      : member.status === 'installed'
                        ? 'success'
                        : 'primary'
                }
                aria-label={t('install.memberProgress', { name: member.algorithm })}
                aria-valuetext={`${value} %`}
                sx={{ height: 8, borderRadius: 4 }}
              />
              {member.message && (
                <Typography variant="caption" color={failed ? 'error' : 'text.secondary'}>
                  {member.message}
                </Typography>
              )}
            </Box>
          );
        })}
      </Stack>
      <Alert
        severity={SEVERITY[install.status]}
        role={running ? 'status' : 'alert'}
        aria-label={t('install.outcomeLabel')}
        action={
          install.status === 'succeeded' && (
            <Button
              color="inherit"
              size="small"
              component={RouterLink}
              to="/launcher"
              startIcon={<RocketLaunchOutlinedIcon />}
            >
              {t('install.openLauncher')}
            </Button>
          )
        }
      >
        {outcomeOf(install)}
      </Alert>
    </Box>
  );
}
