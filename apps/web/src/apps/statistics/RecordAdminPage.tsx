import { ROUTES, type RecordSummary } from '@ads/contract';
import { Box, Container } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../lib/api';
import { notify } from '../../lib/notify';
import { ConfirmDialog } from '../../shell/ConfirmDialog';
import { PageHeader } from '../../shell/PageHeader';
import { useAdminRecords, useCategories, useRefreshRecords } from './api';
import { StorageTable } from './admin/StorageTable';
import { ErrorState, LoadingBlocks } from '../../shell/StateViews';
import { Section } from '../../shell/Section';
import { toListQuery } from './list-params';
import { RecordFilters } from './list/RecordFilters';
import { RecordTable } from './list/RecordTable';
import { useListState } from './list/use-list-state';
import { withTyped } from '../../lib/i18n/typed';

/** Every user's records and the storage they use; admins can delete any record. */
export default function RecordAdminPage() {
  const { t } = useTranslation(['statistics', 'common']);
  const [state, change] = useListState();
  const records = useAdminRecords(toListQuery(state));
  const categories = useCategories();
  const refresh = useRefreshRecords();
  const [doomed, setDoomed] = useState<RecordSummary | null>(null);

  const remove = async (record: RecordSummary) => {
    setDoomed(null);
    const result = await call(ROUTES.deleteRecord, { params: { id: record.id } });
    if (!result.success) return notify(result.message, 'error');
    notify(result.message ?? t('admin.deleted', { name: record.name }), 'success');
    void refresh();
  };

  const page = records.data;
  return (
    <Container maxWidth="xl" sx={{ py: { xs: 3, sm: 4 } }}>
      <PageHeader
        title={t('admin.title')}
        subtitle={page ? t('admin.count', { count: page.total }) : t('admin.subtitle')}
        live
      />
      {records.isPending ? (
        <LoadingBlocks count={4} height={56} />
      ) : records.isError && !page ? (
        <ErrorState error={records.error} onRetry={() => void records.refetch()} />
      ) : page ? (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Section title={t('admin.storage')}>
            <StorageTable rows={page.storage} />
          </Section>
          <Box>
            <RecordFilters
              state={state}
              onChange={change}
              // Projects are per user; the admin's own would be the wrong list here.
              projects={[]}
              categories={categories.data ?? []}
            />
            {records.isError && (
              <ErrorState error={records.error} onRetry={() => void records.refetch()} />
            )}
            <RecordTable
              items={page.items}
              total={page.total}
              page={state.page}
              pageSize={state.page_size}
              fetching={records.isFetching}
              onPage={(next) => change({ page: next })}
              onPageSize={(page_size) => change({ page_size })}
              showOwner
              onDelete={setDoomed}
            />
          </Box>
        </Box>
      ) : null}
      <ConfirmDialog
        open={doomed !== null}
        text={
          doomed
            ? withTyped(
                t('admin.confirm', { name: doomed.name, owner: doomed.owner.username }),
                doomed.name,
                doomed.owner.username,
              )
            : ''
        }
        confirmLabel={t('common:actions.delete')}
        onConfirm={() => doomed && void remove(doomed)}
        onCancel={() => setDoomed(null)}
      />
    </Container>
  );
}
