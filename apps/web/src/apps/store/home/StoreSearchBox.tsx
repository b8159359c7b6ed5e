import SearchIcon from '@mui/icons-material/Search';
import { Button, InputAdornment, Stack, TextField } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { searchPath } from '../search/search-params';

/** A search of the catalogue that opens the search page with the query. */
export function StoreSearchBox() {
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
      aria-label="Search the IP Repository"
      onSubmit={submit}
      direction="row"
      spacing={1}
    >
      <TextField
        fullWidth
        value={q}
        onChange={(event) => setQ(event.target.value)}
        placeholder="lidar detection, ndt, MPC…"
        slotProps={{
          htmlInput: { 'aria-label': 'Search algorithms', maxLength: 200, type: 'search' },
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
      <Button type="submit" variant="contained" sx={{ px: 3 }}>
        Search
      </Button>
    </Stack>
  );
}
