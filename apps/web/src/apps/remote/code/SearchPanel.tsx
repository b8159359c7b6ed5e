import SearchIcon from '@mui/icons-material/Search';
import { SearchData } from '@ads/contract';
import { Box, ButtonBase, InputAdornment, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RemoteSession } from '../session/remote-session';

type Found =
  | { state: 'idle' }
  | { state: 'searching' }
  | { state: 'done'; data: SearchData }
  | { state: 'error'; message: string };

/** Search in the workspace's files (the agent runs it); a match opens its file at the line. */
export function SearchPanel(props: {
  session: RemoteSession | null;
  onOpen(path: string, at: { line: number; column: number }): void;
}) {
  const { t } = useTranslation('remote');
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<Found>({ state: 'idle' });
  const search = async () => {
    if (!props.session || !query.trim()) return;
    setFound({ state: 'searching' });
    try {
      const data = SearchData.parse(await props.session.call('search', { query }));
      setFound({ state: 'done', data });
    } catch (error) {
      setFound({ state: 'error', message: error instanceof Error ? error.message : String(error) });
    }
  };
  const matches = found.state === 'done' ? found.data.matches : [];
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: 1 }}>
      <Box
        component="form"
        role="search"
        sx={{ p: 1 }}
        onSubmit={(event) => {
          event.preventDefault();
          void search();
        }}
      >
        <TextField
          size="small"
          fullWidth
          placeholder={t('code.searchPlaceholder')}
          aria-label={t('code.searchPlaceholder')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
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
      </Box>
      <Box sx={{ flex: 1, overflow: 'auto' }} aria-live="polite">
        {found.state === 'searching' && (
          <Typography variant="body2" color="text.secondary" sx={{ px: 1.5 }}>
            {t('code.searching')}
          </Typography>
        )}
        {found.state === 'error' && (
          <Typography variant="body2" color="error" sx={{ px: 1.5 }}>
            {found.message}
          </Typography>
        )}
        {found.state === 'done' && (
          <Typography variant="caption" color="text.secondary" sx={{ px: 1.5, display: 'block' }}>
            {matches.length === 0
              ? t('code.noMatches')
              : found.data.truncated
                ? t('code.truncated', {
                    matches: t('code.matches', { count: matches.length }),
                  })
                : t('code.matches', { count: matches.length })}
          </Typography>
        )}
        <Box component="ul" aria-label={t('code.results')} sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {matches.map((match, index) => (
            <li key={`${match.path}:${match.line}:${index}`}>
              <ButtonBase
                onClick={() =>
                  props.onOpen(match.path, { line: match.line, column: Math.max(1, match.column) })
                }
                sx={{
                  display: 'block',
                  width: '100%',
                  textAlign: 'left',
                  px: 1.5,
                  py: 0.5,
                  '&:hover': { bgcolor: 'action.hover' },
                }}
              >
                <Typography variant="caption" color="text.secondary" noWrap component="div">
                  {match.path}:{match.line}
                </Typography>
                <Typography
                  variant="body2"
                  noWrap
                  component="div"
                  sx={{ fontFamily: 'monospace', fontSize: 12 }}
                >
                  {match.text.trim()}
                </Typography>
              </ButtonBase>
            </li>
          ))}
        </Box>
      </Box>
    </Box>
  );
}
