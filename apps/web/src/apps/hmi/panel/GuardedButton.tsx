import { Box, Button, type ButtonProps, Tooltip } from '@mui/material';

/**
 * A button that says why it cannot be used: disabled with the reason as its tooltip (on a
 * wrapper, as a disabled button gets no pointer events) and in `data-reason` for tests.
 */
export function GuardedButton(props: ButtonProps & { reason: string | null; hint?: string }) {
  const { reason, hint, ...button } = props;
  const disabled = reason !== null || !!button.disabled;
  return (
    <Tooltip describeChild title={reason ?? hint ?? ''}>
      <Box component="span" sx={{ display: 'inline-flex' }} data-reason={reason ?? undefined}>
        <Button {...button} disabled={disabled} sx={{ minHeight: 44, ...button.sx }} />
      </Box>
    </Tooltip>
  );
}
