import { Box } from '@mui/material';
import type { ReactNode } from 'react';

/** An agent option in a sentence (`--vehicle sim`): a command, not translated. */
export function AgentOption(props: { children?: ReactNode }) {
  return (
    <Box component="code" translate="no" sx={{ fontFamily: 'monospace', fontSize: '0.95em' }}>
      {props.children}
    </Box>
  );
}
