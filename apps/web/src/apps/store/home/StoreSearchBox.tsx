import SearchIcon from '@mui/icons-material/Search';
import { Button, InputAdornment, Stack, TextField } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { searchPath } from '../search/search-params';

/** A search of the catalogue that opens the search page with the query. */
export function StoreSearchBox() {
  const { t } = useTranslation('store');
  const navigate = useNavigate();
  const [q, setQ] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void navigate(searchPath({ q: q.trim() }));
  };
  return (
    <Stack
      component="form"
      role="search"
      aria-label={t('home.searchLabel')}
      onSubmit={submit}
      direction="row"
      spacing={1}
    >
      <TextField
        fullWidth
        value={q}
        onChange={(event) => setQ(event.target.value)}
        placeholder={t('home.searchPlaceholder')}
        slotProps={{
          htmlInput: { 'aria-label': t('home.searchAlgorithms'), maxLength: 200, type: 'search' },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon />
              </InputAdornment>
            ),
            sx: { bgcolor: 'background.paper' },
          },
        }}
      />
      <Button type="submit" variant="contained" sx={{ px: 3, flexShrink: 0, whiteSpace: 'nowrap' }}>
        {t('home.search')}
      </Button>
    </Stack>
  );
}
