import type { AlgorithmList } from '@ads/contract';
import CheckIcon from '@mui/icons-material/Check';
import { Box, Button, List, ListItemButton, ListItemText, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import {
  FACET_KEYS,
  type FacetKey,
  type SearchState,
  activeFacetCount,
  facetLabel,
} from './search-params';

/**
 * The facets of the matches with their counts (each facet counted without its own filter, so
 * its other values stay reachable). A value filters; choosing it again clears it.
 */
export function FacetPanel(props: {
  state: SearchState;
  facets: AlgorithmList['facets'] | undefined;
  onChange(change: Partial<SearchState>): void;
  onClear(): void;
}) {
  const { t } = useTranslation('store');
  const { state, facets } = props;
  return (
    <Paper
      variant="outlined"
      component="aside"
      aria-label={t('search.filters')}
      sx={{ borderRadius: 3, p: 1.5 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', px: 1, minHeight: 36 }}>
        <Typography variant="subtitle2" component="h2" sx={{ flex: 1, fontWeight: 700 }}>
          {t('search.filters')}
        </Typography>
        {activeFacetCount(state) > 0 && (
          <Button size="small" onClick={props.onClear}>
            {t('search.clear')}
          </Button>
        )}
      </Box>
      {FACET_KEYS.map((key) => (
        <FacetGroup
          key={key}
          facet={key}
          chosen={state[key]}
          values={facets?.[key] ?? []}
          onChoose={(value) => props.onChange({ [key]: value === state[key] ? '' : value })}
        />
      ))}
    </Paper>
  );
}

function FacetGroup(props: {
  facet: FacetKey;
  chosen: string;
  values: { value: string; count: number }[];
  onChoose(value: string): void;
}) {
  const { t } = useTranslation('store');
  const { facet, chosen } = props;
  // The chosen value stays listed even when nothing else matches it any more.
  const values =
    chosen && !props.values.some((item) => item.value === chosen)
      ? [{ value: chosen, count: 0 }, ...props.values]
      : props.values;
  const titleId = `facet-${facet}`;
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ mt: 1.5 }}>
      <Typography
        id={titleId}
        variant="overline"
        component="h3"
        sx={{ px: 1, color: 'text.secondary', fontWeight: 700, lineHeight: 2 }}
      >
        {t(`search.facets.${facet}`)}
      </Typography>
      {values.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ px: 1 }}>
          {t('search.noneAmong')}
        </Typography>
      ) : (
        <List dense disablePadding>
          {values.map((item) => {
            const selected = item.value === chosen;
            return (
              <ListItemButton
                key={item.value}
                selected={selected}
                aria-pressed={selected}
                onClick={() => props.onChoose(item.value)}
                sx={{ borderRadius: 2, py: 0.25 }}
              >
                <ListItemText
                  primary={facetLabel(facet, item.value)}
                  slotProps={{
                    primary: {
                      // Licences, platforms, distros and tags are the publishers' own words.
                      translate: facet === 'gpu' || facet === 'category' ? undefined : 'no',
                      sx: { fontWeight: selected ? 700 : 400, overflowWrap: 'anywhere' },
                    },
                  }}
                />
                {selected && <CheckIcon fontSize="small" sx={{ mr: 1, color: 'primary.main' }} />}
                <Typography
                  variant="body2"
                  color="text.secondary"
                  sx={{ fontVariantNumeric: 'tabular-nums' }}
                  aria-label={t('search.matching', { count: item.count })}
                >
                  {item.count}
                </Typography>
              </ListItemButton>
            );
          })}
        </List>
      )}
    </Box>
  );
}
