import { type Category, RECORD_FORMATS, type Project } from '@ads/contract';
import FilterListOffIcon from '@mui/icons-material/FilterListOff';
import SearchIcon from '@mui/icons-material/Search';
import TuneIcon from '@mui/icons-material/Tune';
import {
  Box,
  Button,
  InputAdornment,
  ListSubheader,
  MenuItem,
  TextField,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { categoryName, categoryValue } from '../category-text';
import {
  type ListState,
  NO_FILTERS,
  RECORD_SORTS,
  type RecordSort,
  activeFilterCount,
} from '../list-params';
import { DateField } from '../components/DateField';
import { ProjectSelect } from '../components/ProjectSelect';
import { DebouncedTextField } from './DebouncedTextField';

/** Search, filters and order of a record list; every change goes to the URL. */
export function RecordFilters(props: {
  state: ListState;
  onChange(change: Partial<ListState>): void;
  projects: Project[];
  categories: Category[];
}) {
  const { t } = useTranslation('statistics');
  const { state, onChange } = props;
  const filters = activeFilterCount(state);
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  // On a phone the filters fold away under the search, unless some are set.
  const [unfolded, setUnfolded] = useState(filters > 0);
  const showFilters = !phone || unfolded;
  return (
    <Box
      role="search"
      aria-label={t('filters.label')}
      sx={{
        display: 'grid',
        gap: 1.5,
        mb: 2,
        gridTemplateColumns: {
          xs: 'repeat(2, minmax(0, 1fr))',
          sm: 'repeat(4, minmax(0, 1fr))',
          lg: 'repeat(6, minmax(0, 1fr))',
        },
      }}
    >
      <DebouncedTextField
        size="small"
        label={t('filters.search')}
        placeholder={t('filters.searchPlaceholder')}
        value={state.q}
        onCommit={(q) => onChange({ q })}
        sx={{ gridColumn: { xs: 'span 2', sm: 'span 2' } }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      {phone && (
        <Button
          variant="outlined"
          startIcon={<TuneIcon />}
          aria-expanded={unfolded}
          onClick={() => setUnfolded((open) => !open)}
          sx={{ gridColumn: 'span 2' }}
        >
          {unfolded
            ? t('filters.hide')
            : filters > 0
              ? t('filters.showCount', { count: filters })
              : t('filters.show')}
        </Button>
      )}
      {showFilters && (
        <>
          <TextField
            select
            size="small"
            label={t('filters.format')}
            value={state.format}
            onChange={(event) => onChange({ format: event.target.value as ListState['format'] })}
          >
            <MenuItem value="">{t('filters.anyFormat')}</MenuItem>
            {RECORD_FORMATS.map((format) => (
              <MenuItem key={format} value={format}>
                {t(`filters.formats.${format}`)}
              </MenuItem>
            ))}
          </TextField>
          {props.projects.length > 0 && (
            <ProjectSelect
              size="small"
              emptyLabel={t('project.all')}
              projects={props.projects}
              value={state.project_id}
              onChange={(project_id) => onChange({ project_id })}
            />
          )}
          <DebouncedTextField
            size="small"
            label={t('filters.vehicle')}
            value={state.vehicle}
            onCommit={(vehicle) => onChange({ vehicle })}
          />
          <TextField
            select
            size="small"
            label={t('filters.category')}
            value={state.category}
            onChange={(event) => onChange({ category: event.target.value })}
          >
            <MenuItem value="">{t('filters.anyCategory')}</MenuItem>
            {props.categories.flatMap((category) => [
              <ListSubheader key={`head-${category.key}`}>{categoryName(category)}</ListSubheader>,
              ...category.values.map((value) => (
                <MenuItem key={`${category.key}:${value}`} value={`${category.key}:${value}`}>
                  {categoryValue(category.key, value)}
                </MenuItem>
              )),
            ])}
          </TextField>
          <DebouncedTextField
            size="small"
            label={t('filters.tag')}
            value={state.tag}
            onCommit={(tag) => onChange({ tag })}
          />
          <DateField
            label={t('dates.from')}
            value={state.from}
            onChange={(from) => onChange({ from })}
          />
          <DateField label={t('dates.to')} value={state.to} onChange={(to) => onChange({ to })} />
          <TextField
            select
            size="small"
            label={t('filters.sort')}
            value={state.sort}
            onChange={(event) => onChange({ sort: event.target.value as RecordSort })}
          >
            {RECORD_SORTS.map((sort) => (
              <MenuItem key={sort} value={sort}>
                {t(`filters.sorts.${sort}`)}
              </MenuItem>
            ))}
          </TextField>
          <Button
            variant="text"
            startIcon={<FilterListOffIcon />}
            disabled={filters === 0}
            onClick={() => onChange(NO_FILTERS)}
            sx={{ justifySelf: 'start' }}
          >
            {filters > 0 ? t('filters.clearCount', { count: filters }) : t('filters.clear')}
          </Button>
        </>
      )}
    </Box>
  );
}
