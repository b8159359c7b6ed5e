import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import type { RecordDetail } from '@ads/contract';
import { Box, Button, Container, Paper, Skeleton, Stack, Tab, Tabs } from '@mui/material';
import { Suspense, lazy, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { useAuth } from '../../lib/auth-store';
import { type RecordAccess, useCategories, useRecord } from './api';
import { ErrorState, LoadingBlocks } from '../../shell/StateViews';
import { Section } from '../../shell/Section';
import { ClassificationEditor } from './detail/ClassificationEditor';
import { EditRecordButton } from './detail/EditRecordDialog';
import { RecordActions } from './detail/RecordActions';
import { RecordFacts } from './detail/RecordFacts';
import { RecordTitle } from './detail/RecordTitle';
import { RouteSection } from './detail/RouteSection';
import { SignalPlot } from './detail/SignalPlot';
import { SpeedChart } from './detail/SpeedChart';
import { TopicsTable } from './detail/TopicsTable';

// The playback (issue 31) loads with its tab: its panels and worker are no part of the facts'.
const PlaybackSection = lazy(() =>
  import('./playback/PlaybackSection').then((module) => ({ default: module.PlaybackSection })),
);

const LIST = '/statistics/record';
const ADMIN_LIST = '/statistics/record/admin';

/** One driving record: what the index found, its route, speed and signals, and its labels. */
export default function RecordPage() {
  const { t } = useTranslation('statistics');
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const record = useRecord(valid ? id : 0);
  const categories = useCategories();
  // One object for the record's life: the playback's memo'd panels take it as a prop.
  const access = useMemo<RecordAccess>(() => ({ kind: 'own', id }), [id]);
  const me = useAuth((state) => state.id);
  // An admin looking at somebody else's record came from (and returns to) the admin list.
  const backTo = record.data && record.data.owner.id !== me ? ADMIN_LIST : LIST;
  // The tab is in the URL; a link at a moment of the drive (`?t=`) opens the playback.
  const [search, setSearch] = useSearchParams();
  const tab = search.get('view') === 'playback' || search.has('t') ? 'playback' : 'overview';
  const chooseTab = (next: string) =>
    setSearch(
      (before) => {
        const after = new URLSearchParams(before);
        if (next === 'playback') after.set('view', 'playback');
        else {
          after.delete('view');
          after.delete('t');
        }
        return after;
      },
      { replace: true },
    );

  return (
    <Container maxWidth="xl" sx={{ py: { xs: 2, sm: 3 } }}>
      <Button component={RouterLink} to={backTo} startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
        {t('record.back')}
      </Button>
      {!valid ? (
        <ErrorState error={new Error(t('record.invalid'))} />
      ) : record.isPending ? (
        <LoadingBlocks count={3} height={160} />
      ) : record.isError ? (
        <ErrorState error={record.error} onRetry={() => void record.refetch()} />
      ) : (
        <Stack spacing={2}>
          <Stack
            direction={{ xs: 'column', md: 'row' }}
            spacing={2}
            sx={{ justifyContent: 'space-between', alignItems: { md: 'flex-end' } }}
          >
            <RecordTitle
              name={record.data.name}
              format={record.data.format}
              shared={record.data.shared ? t('record.shared') : null}
            />
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              <EditRecordButton record={record.data} />
              <RecordActions record={record.data} backTo={backTo} />
            </Stack>
          </Stack>
          <Tabs
            value={tab}
            onChange={(_, next: string) => chooseTab(next)}
            aria-label={t('record.views')}
            sx={{ borderBottom: 1, borderColor: 'divider' }}
          >
            <Tab value="overview" label={t('record.overview')} />
            <Tab value="playback" label={t('playback.title')} />
          </Tabs>
          {tab === 'playback' ? (
            <Suspense fallback={<Skeleton variant="rounded" height={480} />}>
              <PlaybackSection record={record.data} access={access} />
            </Suspense>
          ) : (
            <RecordOverview record={record.data} categories={categories} />
          )}
        </Stack>
      )}
    </Container>
  );
}

/** The record's facts, route, speed, signals, labels and topics: what the index found. */
function RecordOverview({
  record,
  categories,
}: {
  record: RecordDetail;
  categories: ReturnType<typeof useCategories>;
}) {
  const { t } = useTranslation('statistics');
  return (
    <>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 }, borderRadius: 3 }}>
        <RecordFacts record={record} />
      </Paper>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        <RouteSection record={record} />
        <Section title={t('record.speed')}>
          <SpeedChart speed={record.speed} />
        </Section>
      </Box>
      <Section title={t('record.signals')}>
        <SignalPlot key={record.id} recordId={record.id} topics={record.topics} />
      </Section>
      <Section title={t('record.classification')}>
        {categories.isError ? (
          <ErrorState error={categories.error} onRetry={() => void categories.refetch()} />
        ) : !categories.data ? (
          // Without the categories the editor would offer no choice to make, then jump.
          <LoadingBlocks count={1} height={96} />
        ) : (
          <ClassificationEditor
            // A saved (or elsewhere changed) classification starts a fresh draft.
            key={JSON.stringify([record.categories, record.tags])}
            record={record}
            categories={categories.data}
          />
        )}
      </Section>
      <Section title={t('record.topics', { n: record.topics.length })}>
        <TopicsTable topics={record.topics} />
      </Section>
    </>
  );
}
