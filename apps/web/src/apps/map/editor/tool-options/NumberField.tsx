import { TextField } from '@mui/material';
import { useState } from 'react';

/**
 * A small number field that keeps what is typed (an empty or half-typed value is allowed
 * while typing) and hands over only numbers within [min, max].
 */
export function NumberField(props: {
  label: string;
  value: number;
  min: number;
  max: number;
  step?: number;
  unit?: string;
  onChange(value: number): void;
}) {
  const [text, setText] = useState(String(props.value));
  const number = Number(text);
  const valid =
    text.trim() !== '' && Number.isFinite(number) && number >= props.min && number <= props.max;
  return (
    <TextField
      size="small"
      type="number"
      label={props.label}
      value={text}
      error={!valid}
      onChange={(event) => {
        setText(event.target.value);
        const next = Number(event.target.value);
        if (event.target.value.trim() !== '' && next >= props.min && next <= props.max)
          props.onChange(next);
      }}
      slotProps={{
        htmlInput: { min: props.min, max: props.max, step: props.step ?? 0.1 },
        input: props.unit
          ? { endAdornment: <span style={{ opacity: 0.7 }}>{props.unit}</span> }
          : {},
      }}
      sx={{ width: 130 }}
    />
  );
}
