import SearchIcon from '@mui/icons-material/Search';
import { InputAdornment, TextField } from '@mui/material';
import { useEffect, useEffectEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** How long typing pauses before the search asks the server. */
export const TYPING_PAUSE_MS = 350;

/**
 * The search box: it reports its text once typing pauses (or at once on Enter), and follows
 * outside changes (back and forward) without losing what is being typed.
 */
export function QueryField(props: { value: string; onCommit(value: string): void }) {
  const { t } = useTranslation('store');
  const { value } = props;
  const [draft, setDraft] = useState(value);
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (value !== draft.trim()) setDraft(value);
  }
  const commit = useEffectEvent(props.onCommit);
  useEffect(() => {
    const next = draft.trim();
    if (next === value) return;
    const timer = setTimeout(() => commit(next), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [draft, value]);

  return (
    <TextField
      fullWidth
      value={draft}
      onChange={(event) => setDraft(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && draft.trim() !== value) props.onCommit(draft.trim());
      }}
      placeholder={t('search.placeholder')}
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
  );
}
