import type { RecordStatsQuery } from '@ads/contract';
import CloudUploadOutlinedIcon from '@mui/icons-material/CloudUploadOutlined';
import ListAltOutlinedIcon from '@mui/icons-material/ListAltOutlined';
import { Box, Button, Container, Stack, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useProjects } from '../../lib/queries';
import { PageHeader } from '../../shell/PageHeader';
import { useCategories, useRecordStats } from './api';
import { EmptyState } from '../../shell/EmptyState';
import { DateField } from './components/DateField';
import { ProjectSelect } from './components/ProjectSelect';
import { ErrorState, LoadingBlocks } from '../../shell/StateViews';
import { BreakdownChart } from './dashboard/BreakdownChart';
import { CategoryBreakdown } from './dashboard/CategoryBreakdown';
import { METRICS, type Metric } from './dashboard/metrics';
import { StatCards } from './dashboard/StatCards';
import { formatMonth } from './format';

/** The Data Management dashboard: totals and breakdowns of the user's driving records. */
export default function StatisticsPage() {
  const { t } = useTranslation('statistics');
  const [filter, setFilter] = useState<RecordStatsQuery>({});
  const [metric, setMetric] = useState<Metric>('hours');
  const stats = useRecordStats(filter);
  const categories = useCategories();
  const projects = useProjects();
  const filtered = Object.keys(filter).length > 0;
  const change = (key: keyof RecordStatsQuery, value: string | number | '') =>
    setFilter((current) => {
      const next = { ...current };
      if (value === '') delete next[key];
      else (next as Record<string, unknown>)[key] = value;
      return next;
    });

  const data = stats.data;
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, sm: 4 } }}>
      <PageHeader
        title={t('title')}
        subtitle={t('dashboard.subtitle')}
        action={
          <Stack direction="row" spacing={1}>
            <Button
              variant="outlined"
              component={RouterLink}
              to="/statistics/record"
              startIcon={<ListAltOutlinedIcon />}
            >
              {t('dashboard.records')}
            </Button>
            <Button
              variant="contained"
              component={RouterLink}
              to="/statistics/record?upload=1"
              startIcon={<CloudUploadOutlinedIcon />}
            >
              {t('dashboard.upload')}
            </Button>
          </Stack>
        }
      />
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ mb: 3, alignItems: { md: 'center' } }}
      >
        <ProjectSelect
          size="small"
          emptyLabel={t('project.all')}
          projects={projects.data ?? []}
          value={Number(filter.project_id) || null}
          onChange={(id) => change('project_id', id ?? '')}
          sx={{ minWidth: 200 }}
        />
        <Stack direction="row" spacing={2}>
          <DateField
            label={t('dates.from')}
            value={filter.from ?? ''}
            onChange={(value) => change('from', value)}
            sx={{ flex: 1 }}
          />
          <DateField
            label={t('dates.to')}
            value={filter.to ?? ''}
            onChange={(value) => change('to', value)}
            sx={{ flex: 1 }}
          />
        </Stack>
        <Box sx={{ flex: 1 }} />
        <ToggleButtonGroup
          exclusive
          size="small"
          value={metric}
          onChange={(_, value: Metric | null) => value && setMetric(value)}
          aria-label={t('dashboard.chartsShow')}
          sx={{ flexWrap: 'wrap' }}
        >
          {METRICS.map((item) => (
            <ToggleButton key={item.key} value={item.key} sx={{ textTransform: 'none', px: 1.5 }}>
              {t(`metrics.${item.key}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>

      {stats.isPending ? (
        <LoadingBlocks count={2} height={140} />
      ) : stats.isError ? (
        <ErrorState error={stats.error} onRetry={() => void stats.refetch()} />
      ) : data && data.totals.records === 0 && !filtered ? (
        <EmptyState
          icon={<CloudUploadOutlinedIcon />}
          title={t('dashboard.emptyTitle')}
          titleComponent="h2"
          text={t('dashboard.emptyText')}
          action={
            <Button variant="contained" component={RouterLink} to="/statistics/record?upload=1">
              {t('dashboard.emptyAction')}
            </Button>
          }
        />
      ) : data ? (
        <Stack spacing={2}>
          <StatCards totals={data.totals} />
          <BreakdownChart
            title={t('dashboard.byMonth')}
            metric={metric}
            layout="vertical"
            rows={data.by_month.map((row) => ({ ...row, label: formatMonth(row.month) }))}
          />
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
            }}
          >
            <BreakdownChart
              title={t('dashboard.byVehicle')}
              metric={metric}
              layout="horizontal"
              typedLabels
              rows={data.by_vehicle.map((row) => ({
                ...row,
                label: row.vehicle || t('dashboard.noVehicle'),
              }))}
            />
            <BreakdownChart
              title={t('dashboard.byProject')}
              metric={metric}
              layout="horizontal"
              typedLabels
              rows={data.by_project.map((row) => ({
                ...row,
                label: row.project || t('dashboard.noProject'),
              }))}
            />
          </Box>
          <CategoryBreakdown
            stats={data.by_category}
            categories={categories.data ?? []}
            metric={metric}
          />
        </Stack>
      ) : null}
    </Container>
  );
}
