import type { Pc } from '@ads/contract';
import HubOutlinedIcon from '@mui/icons-material/HubOutlined';
import { Box, Button, Chip, Container, Stack, Typography } from '@mui/material';
import { useEffect, useEffectEvent, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { notify } from '../../lib/notify';
import { Section } from '../../shell/Section';
import { ErrorState, LoadingBlocks } from '../../shell/StateViews';
import { installCombo, useCombo, useInstall, useRefreshStore } from './api';
import { CheckPanel } from './combo/CheckPanel';
import { InstallProgress } from './combo/InstallProgress';
import { runningInstallOf } from './combo/install-state';
import { MembersTable } from './combo/MembersTable';
import { RecentInstalls } from './combo/RecentInstalls';
import { WiringGraph } from './combo/WiringGraph';
import { WiringTable } from './combo/WiringTable';
import { STORE_HOME } from './components/paths';
import { plural } from './format';

/**
 * One combo: its members, its wiring as a graph and a table, a check against one of the
 * caller's PCs and the install onto it with a bar per member. An install runs on the server;
 * the page follows the one still running when it is opened again.
 */
export default function ComboPage() {
  const { t } = useTranslation('store');
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const combo = useCombo(valid ? id : 0);
  const refresh = useRefreshStore();
  // The install this page follows: started here, or found running when the page opened.
  const [followed, setFollowed] = useState<number | null>(null);
  const [starting, setStarting] = useState(false);
  // A running install found when the page opens is held on to, so its end stays on screen
  // after the combo is read again (and no longer lists it as running).
  const resumed = combo.data ? runningInstallOf(combo.data) : null;
  if (followed === null && resumed !== null) setFollowed(resumed);
  const installId = followed ?? resumed;
  const install = useInstall(installId);
  const status = install.data?.status;

  // When the install ends, the combo's installs (and counts) are read again.
  const ended = useEffectEvent(() => void refresh());
  useEffect(() => {
    if (status && status !== 'running') ended();
  }, [status]);

  if (!valid) {
    return (
      <Container maxWidth="lg" sx={{ py: 4 }}>
        <ErrorState error={new Error(t('combo.badAddress'))} />
      </Container>
    );
  }
  if (combo.isPending) {
    return (
      <Container maxWidth="xl" sx={{ py: { xs: 3, sm: 4 } }}>
        <LoadingBlocks count={3} height={160} />
      </Container>
    );
  }
  if (combo.isError) {
    return (
      <Container maxWidth="lg" sx={{ py: { xs: 3, sm: 4 } }}>
        <Stack spacing={2}>
          <ErrorState error={combo.error} onRetry={() => void combo.refetch()} />
          <Box>
            <Button component={RouterLink} to={STORE_HOME}>
              {t('combo.back')}
            </Button>
          </Box>
        </Stack>
      </Container>
    );
  }

  const data = combo.data;
  const errors = data.wiring.filter(
    (entry) => entry.status !== 'ok' && entry.status !== 'external',
  );
  const start = async (pc: Pc) => {
    setStarting(true);
    try {
      const started = await installCombo(data.id, pc.id);
      setFollowed(started.id);
      void refresh();
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), 'error');
    } finally {
      setStarting(false);
    }
  };

  return (
    <Container maxWidth="xl" sx={{ py: { xs: 3, sm: 4 } }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mb: 3, alignItems: { sm: 'flex-start' } }}
      >
        <Box
          aria-hidden
          sx={{
            width: 56,
            height: 56,
            borderRadius: 3,
            display: { xs: 'none', sm: 'grid' },
            placeItems: 'center',
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            flexShrink: 0,
          }}
        >
          <HubOutlinedIcon fontSize="large" />
        </Box>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography variant="overline" color="primary" sx={{ fontWeight: 700 }}>
            {t('combo.overline')}
          </Typography>
          <Typography
            variant="h4"
            component="h1"
            sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}
          >
            {data.title}
          </Typography>
          <Typography color="text.secondary" sx={{ fontFamily: 'monospace' }}>
            {data.name} · {data.version}
          </Typography>
          {data.summary && <Typography sx={{ mt: 1, maxWidth: 760 }}>{data.summary}</Typography>}
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ mt: 1.25, flexWrap: 'wrap', alignItems: 'center' }}
          >
            {data.owner && (
              <Typography variant="body2" color="text.secondary">
                <Trans
                  t={t}
                  i18nKey="algorithm.owner"
                  values={{ name: data.owner.name }}
                  components={[<strong key="owner" />]}
                />
              </Typography>
            )}
            <Chip size="small" variant="outlined" label={plural(data.members.length, 'member')} />
            <Chip size="small" variant="outlined" label={plural(data.installs, 'install')} />
            {errors.length > 0 ? (
              <Chip size="small" color="error" label={plural(errors.length, 'wiringError')} />
            ) : (
              <Chip
                size="small"
                color="success"
                variant="outlined"
                label={t('combo.wiringHolds')}
              />
            )}
          </Stack>
        </Box>
      </Stack>

      {/* The install first: it is what the page is for; the wiring and members below. */}
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          mb: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
          alignItems: 'start',
        }}
      >
        <Section title={t('combo.installOn')}>
          <Stack spacing={2.5}>
            <CheckPanel
              combo={data}
              installing={starting || status === 'running'}
              onInstall={(pc) => void start(pc)}
            />
            {installId !== null &&
              (install.data ? (
                <InstallProgress install={install.data} />
              ) : install.isError ? (
                <ErrorState error={install.error} onRetry={() => void install.refetch()} />
              ) : (
                <LoadingBlocks count={1} height={80} />
              ))}
          </Stack>
        </Section>
        <Section title={t('combo.recentInstalls')}>
          <RecentInstalls installs={data.recent_installs} />
        </Section>
      </Box>
      <Stack spacing={3}>
        <Section title={t('combo.wiring')}>
          <Stack spacing={2}>
            <WiringGraph members={data.members} wiring={data.wiring} />
            {data.external_inputs.length > 0 && (
              <Typography variant="body2" color="text.secondary">
                {t('combo.externalInputs')}
                <Box component="span" sx={{ fontFamily: 'monospace' }}>
                  {data.external_inputs.join(', ')}
                </Box>
              </Typography>
            )}
            <WiringTable wiring={data.wiring} />
          </Stack>
        </Section>
        <Section title={t('combo.members')}>
          <MembersTable members={data.members} />
        </Section>
      </Stack>
    </Container>
  );
}
