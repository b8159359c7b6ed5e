import { isAdmin } from '@ads/contract';
import AdminPanelSettingsOutlinedIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import CloudUploadOutlinedIcon from '@mui/icons-material/CloudUploadOutlined';
import InsightsOutlinedIcon from '@mui/icons-material/InsightsOutlined';
import { Button, Container, Stack } from '@mui/material';
import { useState } from 'react';
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
        title="Driving records"
        subtitle={
          page ? `${page.total} record${page.total === 1 ? '' : 's'}` : 'MCAP and ROS bag records'
        }
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
                All records
              </Button>
            )}
            <Button
              variant="outlined"
              component={RouterLink}
              to="/statistics"
              startIcon={<InsightsOutlinedIcon />}
            >
              Dashboard
            </Button>
            <Button
              variant="contained"
              startIcon={<CloudUploadOutlinedIcon />}
              onClick={() => setUploadOpen(true)}
            >
              Upload
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
          title="No driving records yet"
          titleComponent="h2"
          text="Upload MCAP or ROS bag files from this computer, or let a PC's agent send what it recorded."
          action={
            <Button variant="contained" onClick={() => setUploadOpen(true)}>
              Upload records
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
