import type { AlgorithmVersion } from '@ads/contract';
import BlockIcon from '@mui/icons-material/Block';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import NewReleasesOutlinedIcon from '@mui/icons-material/NewReleasesOutlined';
import PublishOutlinedIcon from '@mui/icons-material/PublishOutlined';
import { Alert, AlertTitle, Box, Button, Container, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { notify } from '../../lib/notify';
import { EmptyState } from '../../shell/EmptyState';
import { Section } from '../../shell/Section';
import { ErrorState, LoadingBlocks } from '../../shell/StateViews';
import { updateAlgorithm, useAlgorithm, useRefreshStore, yankVersion } from './api';
import { AboutCard, UsedByCard } from './algorithm/AboutCard';
import { AlgorithmHeader } from './algorithm/AlgorithmHeader';
import { InterfaceView } from './algorithm/InterfaceView';
import { PullLine } from './algorithm/PullLine';
import { ReasonDialog } from './algorithm/ReasonDialog';
import { VersionsTable } from './algorithm/VersionsTable';
import { STORE_HOME } from './components/paths';
import { Markdown } from '../../lib/markdown/Markdown';
import { AlgorithmDialog } from './publish/AlgorithmDialog';
import { VersionDialog } from './publish/VersionDialog';

type Dialog = 'edit' | 'version' | 'deprecate' | { yank: AlgorithmVersion } | null;

/**
 * One algorithm: its README, its versions (newest first, yanked ones marked), how to get the
 * chosen one, its interface and the combos that use it. Its owner, maintainers and admins edit
 * it, deprecate it, publish versions and yank them.
 */
export default function AlgorithmPage() {
  const { t } = useTranslation('store');
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const algorithm = useAlgorithm(valid ? id : 0);
  const refresh = useRefreshStore();
  const [params, setParams] = useSearchParams();
  const [dialog, setDialog] = useState<Dialog>(null);

  if (!valid) {
    return (
      <Container maxWidth="lg" sx={{ py: 4 }}>
        <ErrorState error={new Error(t('algorithm.badAddress'))} />
      </Container>
    );
  }
  if (algorithm.isPending) {
    return (
      <Container maxWidth="xl" sx={{ py: { xs: 3, sm: 4 } }}>
        <LoadingBlocks count={3} height={160} />
      </Container>
    );
  }
  if (algorithm.isError) {
    return (
      <Container maxWidth="lg" sx={{ py: { xs: 3, sm: 4 } }}>
        <Stack spacing={2}>
          <ErrorState error={algorithm.error} onRetry={() => void algorithm.refetch()} />
          <Box>
            <Button component={RouterLink} to={STORE_HOME}>
              {t('algorithm.back')}
            </Button>
          </Box>
        </Stack>
      </Container>
    );
  }

  const data = algorithm.data;
  const versions = data.versions;
  // The chosen version (`?version=`), else the newest that is not yanked, else the newest.
  const chosen =
    versions.find((version) => version.version === params.get('version')) ??
    versions.find((version) => !version.yanked) ??
    versions[0] ??
    null;
  const select = (version: string) =>
    setParams(
      (current) => {
        current.set('version', version);
        return current;
      },
      { replace: true },
    );

  const act = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      notify(done, 'success');
      await refresh();
      return true;
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), 'error');
      return false;
    }
  };

  const actions = data.can_edit && (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', flexShrink: 0 }}>
      <Button variant="outlined" startIcon={<EditOutlinedIcon />} onClick={() => setDialog('edit')}>
        {t('algorithm.edit')}
      </Button>
      {data.deprecated ? (
        <Button
          variant="outlined"
          startIcon={<NewReleasesOutlinedIcon />}
          onClick={() =>
            void act(
              () => updateAlgorithm(data.id, { deprecated: null }),
              t('algorithm.undeprecated'),
            )
          }
        >
          {t('algorithm.undeprecate')}
        </Button>
      ) : (
        <Button
          variant="outlined"
          color="warning"
          startIcon={<BlockIcon />}
          onClick={() => setDialog('deprecate')}
        >
          {t('algorithm.deprecate')}
        </Button>
      )}
      <Button
        variant="contained"
        startIcon={<PublishOutlinedIcon />}
        onClick={() => setDialog('version')}
      >
        {t('algorithm.publishVersion')}
      </Button>
    </Stack>
  );

  return (
    <Container maxWidth="xl" sx={{ py: { xs: 3, sm: 4 } }}>
      <AlgorithmHeader algorithm={data} actions={actions} />
      {data.deprecated && (
        <Alert
          severity="warning"
          icon={<BlockIcon />}
          sx={{ mb: 3 }}
          role="status"
          aria-label={t('algorithm.deprecatedLabel')}
        >
          <AlertTitle>{t('algorithm.deprecatedLabel')}</AlertTitle>
          {data.deprecated}
        </Alert>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 320px' },
          alignItems: 'start',
        }}
      >
        <Stack spacing={3} sx={{ minWidth: 0 }}>
          <Section title={t('algorithm.versions')}>
            {versions.length === 0 ? (
              <EmptyState
                icon={<PublishOutlinedIcon />}
                title={t('algorithm.noVersion')}
                text={data.can_edit ? t('algorithm.firstVersion') : t('algorithm.nothingToInstall')}
                action={
                  data.can_edit && (
                    <Button variant="contained" onClick={() => setDialog('version')}>
                      {t('algorithm.publishVersion')}
                    </Button>
                  )
                }
              />
            ) : (
              <Stack spacing={2}>
                <VersionsTable
                  versions={versions}
                  selected={chosen?.version ?? null}
                  onSelect={select}
                  canEdit={data.can_edit}
                  onYank={(version) => setDialog({ yank: version })}
                  onUnyank={(version) =>
                    void act(
                      () => yankVersion(data.id, version.version, false),
                      t('algorithm.offeredAgain', { version: version.version }),
                    )
                  }
                />
                {chosen && <PullLine name={data.name} version={chosen} />}
              </Stack>
            )}
          </Section>
          {chosen && (
            <Section title={t('algorithm.interfaceOf', { version: chosen.version })}>
              {chosen.yanked && (
                <Alert severity="error" sx={{ mb: 2 }}>
                  <AlertTitle>{t('algorithm.yankedTitle', { version: chosen.version })}</AlertTitle>
                  {chosen.yank_reason && <Box sx={{ mb: 0.5 }}>{chosen.yank_reason}</Box>}
                  {t('algorithm.yankedText')}
                </Alert>
              )}
              <InterfaceView version={chosen} />
            </Section>
          )}
          <Section title={t('algorithm.readme')}>
            {data.readme.trim() ? (
              <Markdown source={data.readme} />
            ) : (
              <Typography color="text.secondary">{t('algorithm.noReadme')}</Typography>
            )}
          </Section>
        </Stack>
        <Stack spacing={3} sx={{ minWidth: 0 }}>
          <AboutCard algorithm={data} />
          <UsedByCard algorithm={data} />
        </Stack>
      </Box>

      {dialog === 'edit' && (
        <AlgorithmDialog
          open
          algorithm={data}
          onClose={() => setDialog(null)}
          onSaved={() => {
            setDialog(null);
            void refresh();
          }}
        />
      )}
      {dialog === 'version' && (
        <VersionDialog
          open
          algorithm={data}
          onClose={() => setDialog(null)}
          onPublished={(version) => {
            setDialog(null);
            void refresh();
            select(version);
          }}
        />
      )}
      {dialog === 'deprecate' && (
        <ReasonDialog
          open
          required
          title={t('algorithm.deprecateTitle', { title: data.title })}
          text={t('algorithm.deprecateText')}
          label={t('algorithm.deprecateLabel')}
          confirmLabel={t('algorithm.deprecate')}
          onClose={() => setDialog(null)}
          onConfirm={async (reason) => {
            await updateAlgorithm(data.id, { deprecated: reason });
            notify(t('algorithm.deprecatedDone', { title: data.title }), 'success');
            setDialog(null);
            await refresh();
          }}
        />
      )}
      {dialog !== null && typeof dialog === 'object' && (
        <ReasonDialog
          open
          title={t('algorithm.yankTitle', { version: dialog.yank.version })}
          text={t('algorithm.yankText')}
          label={t('algorithm.yankLabel')}
          confirmLabel={t('algorithm.yank')}
          onClose={() => setDialog(null)}
          onConfirm={async (reason) => {
            await yankVersion(data.id, dialog.yank.version, true, reason || undefined);
            notify(t('algorithm.yankedDone', { version: dialog.yank.version }), 'success');
            setDialog(null);
            await refresh();
          }}
        />
      )}
    </Container>
  );
}
