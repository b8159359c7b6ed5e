import SearchOffOutlinedIcon from '@mui/icons-material/SearchOffOutlined';
import TuneIcon from '@mui/icons-material/Tune';
import {
  Badge,
  Box,
  Button,
  Collapse,
  Container,
  LinearProgress,
  MenuItem,
  Pagination,
  Stack,
  TextField,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../shell/EmptyState';
import { PageHeader } from '../../shell/PageHeader';
import { ErrorState, LoadingBlocks } from '../../shell/StateViews';
import { useAlgorithms } from './api';
import { AlgorithmCard } from './components/AlgorithmCard';
import { STORE_HOME } from './components/paths';
import { plural } from './format';
import { CardCell, CardGrid } from './home/CardGrid';
import { FacetPanel } from './search/FacetPanel';
import { QueryField } from './search/QueryField';
import {
  NO_FACETS,
  STORE_SORTS,
  activeFacetCount,
  effectiveSort,
  toAlgorithmQuery,
} from './search/search-params';
import { useSearchState } from './search/use-search-state';

/**
 * Full-text search of the catalogue with facets, order and pages, all in the URL: a link to
 * this page reproduces the view.
 */
export default function StoreSearchPage() {
  const { t } = useTranslation('store');
  const [state, change] = useSearchState();
  const result = useAlgorithms(toAlgorithmQuery(state));
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const [filtersOpen, setFiltersOpen] = useState(false);
  const list = result.data;
  const pages = list ? Math.max(1, Math.ceil(list.total / list.page_size)) : 1;
  const facetCount = activeFacetCount(state);

  const facets = (
    <FacetPanel
      state={state}
      facets={list?.facets}
      onChange={change}
      onClear={() => change(NO_FACETS)}
    />
  );

  return (
    <Container maxWidth="xl" sx={{ py: { xs: 3, sm: 4 } }}>
      <PageHeader
        title={t('search.title')}
        subtitle={
          list
            ? state.q
              ? t('search.matches', { algorithms: plural(list.total, 'algorithm'), q: state.q })
              : plural(list.total, 'algorithm')
            : t('search.idle')
        }
        live
        action={
          <Button component={RouterLink} to={STORE_HOME}>
            {t('search.home')}
          </Button>
        }
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 2 }}>
        <QueryField value={state.q} onCommit={(q) => change({ q })} />
        <Stack direction="row" spacing={1.5}>
          <TextField
            select
            label={t('search.sort')}
            value={effectiveSort(state)}
            onChange={(event) => change({ sort: event.target.value as typeof state.sort })}
            sx={{ minWidth: 190, flex: { xs: 1, sm: 'none' } }}
          >
            {STORE_SORTS.map((sort) => (
              <MenuItem key={sort} value={sort} disabled={sort === 'relevance' && !state.q}>
                {t(`search.sorts.${sort}`)}
              </MenuItem>
            ))}
          </TextField>
          {!wide && (
            <Button
              variant="outlined"
              aria-expanded={filtersOpen}
              aria-controls="store-filters"
              onClick={() => setFiltersOpen((open) => !open)}
              startIcon={
                <Badge badgeContent={facetCount} color="primary">
                  <TuneIcon />
                </Badge>
              }
            >
              {t('search.filters')}
            </Button>
          )}
        </Stack>
      </Stack>

      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: '260px minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        {wide ? (
          facets
        ) : (
          <Collapse in={filtersOpen} id="store-filters">
            {facets}
          </Collapse>
        )}
        <Box sx={{ minWidth: 0 }}>
          <LinearProgress
            aria-hidden
            sx={{ height: 2, mb: 1, visibility: result.isFetching && list ? 'visible' : 'hidden' }}
          />
          {result.isPending ? (
            <LoadingBlocks count={3} height={140} />
          ) : result.isError && !list ? (
            <ErrorState error={result.error} onRetry={() => void result.refetch()} />
          ) : (
            <>
              {result.isError && (
                <ErrorState error={result.error} onRetry={() => void result.refetch()} />
              )}
              {list && list.items.length === 0 ? (
                <EmptyState
                  icon={<SearchOffOutlinedIcon />}
                  title={t('search.nothing')}
                  text={facetCount ? t('search.fewerFilters') : t('search.otherWords')}
                  action={
                    facetCount > 0 && (
                      <Button variant="outlined" onClick={() => change(NO_FACETS)}>
                        {t('search.clear')}
                      </Button>
                    )
                  }
                />
              ) : (
                list && (
                  <CardGrid label={t('search.results')}>
                    {list.items.map((algorithm) => (
                      <CardCell key={algorithm.id}>
                        <AlgorithmCard algorithm={algorithm} />
                      </CardCell>
                    ))}
                  </CardGrid>
                )
              )}
              {pages > 1 && (
                <Pagination
                  count={pages}
                  page={Math.min(state.page, pages)}
                  onChange={(_, page) => {
                    change({ page });
                    window.scrollTo({ top: 0 });
                  }}
                  color="primary"
                  sx={{ mt: 3, display: 'flex', justifyContent: 'center' }}
                  getItemAriaLabel={(type, page, selected) =>
                    type === 'page'
                      ? t(selected ? 'search.page' : 'search.goToPage', { page })
                      : type === 'next'
                        ? t('search.next')
                        : type === 'previous'
                          ? t('search.previous')
                          : t(type === 'first' ? 'search.first' : 'search.last')
                  }
                />
              )}
            </>
          )}
        </Box>
      </Box>
    </Container>
  );
}
