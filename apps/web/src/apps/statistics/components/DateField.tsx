import { TextField, type TextFieldProps } from '@mui/material';

type Props = Omit<TextFieldProps, 'type' | 'value' | 'onChange'> & {
  /** `YYYY-MM-DD`, or empty. */
  value: string;
  onChange(value: string): void;
};

/** A small date input of the filters (`From`, `To`), its label always above. */
export function DateField({ value, onChange, ...field }: Props) {
  return (
    <TextField
      type="date"
      size="small"
      {...field}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}
