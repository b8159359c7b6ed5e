import { isAdmin } from '@ads/contract';
import AdminPanelSettingsOutlinedIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import CloudUploadOutlinedIcon from '@mui/icons-material/CloudUploadOutlined';
import InsightsOutlinedIcon from '@mui/icons-material/InsightsOutlined';
import { Button, Container, Stack } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useAuth } from '../../lib/auth-store';
import { useProjects } from '../../lib/queries';
import { PageHeader } from '../../shell/PageHeader';
import { useCategories, useRecordList } from './api';
import { EmptyState } from '../../shell/EmptyState';
import { ErrorState, LoadingBlocks } from '../../shell/StateViews';
import { activeFilterCount, toListQuery } from './list-params';
import { RecordFilters } from './list/RecordFilters';
import { RecordTable } from './list/RecordTable';
import { useListState } from './list/use-list-state';
import { useRefreshOnUpload } from './list/use-refresh-on-upload';
import { UploadDialog } from './upload/UploadDialog';

/** The user's driving records: search, filter, page, open one, and upload more. */
export default function RecordListPage() {
  const { t } = useTranslation('statistics');
  const [state, change] = useListState();
  const [params, setParams] = useSearchParams();
  const [uploadOpen, setUploadOpen] = useState(params.get('upload') === '1');
  const records = useRecordList(toListQuery(state));
  const projects = useProjects();
  const categories = useCategories();
  useRefreshOnUpload();
  const admin = useAuth((state) => isAdmin(state.role));

  const closeUpload = () => {
    setUploadOpen(false);
    // A link that opened the dialog (`?upload=1`) should not open it again on back.
    if (params.has('upload')) {
      setParams(
        (current) => {
          current.delete('upload');
          return current;
        },
        { replace: true },
      );
    }
  };

  const page = records.data;
  const nothingYet =
    page?.total === 0 && !state.q && activeFilterCount(state) === 0 && state.page === 1;
  return (
    <Container maxWidth="xl" sx={{ py: { xs: 3, sm: 4 } }}>
      <PageHeader
        title={t('list.title')}
        subtitle={page ? t('list.count', { count: page.total }) : t('list.subtitle')}
        live
        action={
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {admin && (
              <Button
                variant="outlined"
                component={RouterLink}
                to="/statistics/record/admin"
                startIcon={<AdminPanelSettingsOutlinedIcon />}
              >
                {t('list.allRecords')}
              </Button>
            )}
            <Button
              variant="outlined"
              component={RouterLink}
              to="/statistics"
              startIcon={<InsightsOutlinedIcon />}
            >
              {t('list.dashboard')}
            </Button>
            <Button
              variant="contained"
              startIcon={<CloudUploadOutlinedIcon />}
              onClick={() => setUploadOpen(true)}
            >
              {t('list.upload')}
            </Button>
          </Stack>
        }
      />
      {records.isPending ? (
        <LoadingBlocks count={4} height={56} />
      ) : records.isError && !page ? (
        <ErrorState error={records.error} onRetry={() => void records.refetch()} />
      ) : nothingYet ? (
        <EmptyState
          icon={<CloudUploadOutlinedIcon />}
          title={t('list.emptyTitle')}
          titleComponent="h2"
          text={t('list.emptyText')}
          action={
            <Button variant="contained" onClick={() => setUploadOpen(true)}>
              {t('list.emptyAction')}
            </Button>
          }
        />
      ) : (
        <>
          <RecordFilters
            state={state}
            onChange={change}
            projects={projects.data ?? []}
            categories={categories.data ?? []}
          />
          {records.isError && (
            <ErrorState error={records.error} onRetry={() => void records.refetch()} />
          )}
          {page && (
            <RecordTable
              items={page.items}
              total={page.total}
              page={state.page}
              pageSize={state.page_size}
              fetching={records.isFetching}
              onPage={(next) => change({ page: next })}
              onPageSize={(page_size) => change({ page_size })}
            />
          )}
        </>
      )}
      <UploadDialog open={uploadOpen} onClose={closeUpload} />
    </Container>
  );
}
