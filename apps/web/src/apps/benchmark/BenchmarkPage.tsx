import { type BenchSplit, isAdmin } from '@ads/contract';
import LeaderboardIcon from '@mui/icons-material/LeaderboardOutlined';
import { Box, Button, Container, Tab, Tabs } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useAuth } from '../../lib/auth-store';
import { EmptyState } from '../../shell/EmptyState';
import { PageHeader } from '../../shell/PageHeader';
import { ErrorState, LoadingBlocks } from '../../shell/StateViews';
import { useDatasets, useMySubmissions } from './api';
import { DatasetFacts } from './board/DatasetFacts';
import { HowToSubmit } from './board/HowToSubmit';
import { Leaderboard, type SortKey } from './board/Leaderboard';
import { MySubmissions } from './board/MySubmissions';
import { SubmitCard } from './board/SubmitCard';

/** AI Benchmark's home: the datasets, each one's leaderboard, submitting, and one's own. */
export default function BenchmarkPage() {
  const datasets = useDatasets();
  const mine = useMySubmissions();
  const admin = useAuth((state) => isAdmin(state.role));
  const [chosen, setChosen] = useState<number | null>(null);
  const [split, setSplit] = useState<BenchSplit>('test');
  const [sort, setSort] = useState<SortKey>('nd_score');
  const { t } = useTranslation('benchmark');

  const ready = (datasets.data ?? []).filter((d) => d.status === 'ready' && d.visible);
  const firstTime = (mine.data ?? []).length === 0;
  const dataset = ready.find((d) => d.id === chosen) ?? ready[0];

  return (
    <Container maxWidth="xl" sx={{ py: { xs: 3, sm: 4 } }}>
      <PageHeader
        title={t('name')}
        subtitle={t('home.subtitle')}
        action={
          admin && (
            <Button component={RouterLink} to="/benchmark/admin" variant="outlined">
              {t('home.manage')}
            </Button>
          )
        }
      />
      {datasets.isPending ? (
        <LoadingBlocks count={3} />
      ) : datasets.isError ? (
        <ErrorState error={datasets.error} onRetry={() => void datasets.refetch()} />
      ) : !dataset ? (
        <EmptyState
          icon={<LeaderboardIcon />}
          title={t('home.emptyTitle')}
          titleComponent="h2"
          text={admin ? t('home.emptyAdmin') : t('home.emptyUser')}
          action={
            admin && (
              <Button component={RouterLink} to="/benchmark/admin" variant="contained">
                {t('home.addDataset')}
              </Button>
            )
          }
        />
      ) : (
        <>
          {ready.length > 1 && (
            <Tabs
              value={dataset.id}
              onChange={(_event, id: number) => setChosen(id)}
              sx={{ mb: 2 }}
              aria-label={t('home.datasets')}
              variant="scrollable"
            >
              {ready.map((d) => (
                <Tab key={d.id} value={d.id} label={<span translate="no">{d.name}</span>} />
              ))}
            </Tabs>
          )}
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 5fr) minmax(320px, 2fr)' },
              alignItems: 'start',
            }}
          >
            <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
              <Leaderboard
                dataset={dataset.id}
                classes={dataset.classes}
                split={split}
                sort={sort}
                onSplit={setSplit}
                onSort={setSort}
              />
              {/* Someone who has not submitted yet reads how to before their (empty) list. */}
              {firstTime && <HowToSubmit dataset={dataset} />}
              <MySubmissions rows={mine.data ?? []} />
              {!firstTime && <HowToSubmit dataset={dataset} />}
            </Box>
            <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
              <DatasetFacts dataset={dataset} />
              <SubmitCard dataset={dataset} />
            </Box>
          </Box>
        </>
      )}
    </Container>
  );
}
