import { TextField, type TextFieldProps } from '@mui/material';
import { useEffect, useEffectEvent, useState } from 'react';

/** How long typing pauses before a search or filter asks the server. */
export const TYPING_PAUSE_MS = 350;

/**
 * A text field that reports its value once typing pauses, and follows outside changes (the URL
 * on back/forward, "Clear filters") without losing what the user is typing.
 */
export function DebouncedTextField(
  props: Omit<TextFieldProps, 'value' | 'onChange'> & {
    value: string;
    onCommit(value: string): void;
  },
) {
  const { value, onCommit, ...rest } = props;
  const [draft, setDraft] = useState(value);
  const [seen, setSeen] = useState(value);
  // An outside change replaces the draft; our own commit coming back does not (it is trimmed).
  if (value !== seen) {
    setSeen(value);
    if (value !== draft.trim()) setDraft(value);
  }
  const commit = useEffectEvent(onCommit);

  useEffect(() => {
    const next = draft.trim();
    if (next === value) return;
    const timer = setTimeout(() => commit(next), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [draft, value]);

  return <TextField {...rest} value={draft} onChange={(event) => setDraft(event.target.value)} />;
}
