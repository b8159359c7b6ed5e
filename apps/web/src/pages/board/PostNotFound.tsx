import SearchOffIcon from '@mui/icons-material/SearchOff';
import { Button, Paper, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { BoardConfig } from './board-config';

/** What an unknown or malformed number shows: say so plainly and offer the way back. */
export function PostNotFound({ board, number }: { board: BoardConfig; number: string }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
      <SearchOffIcon sx={{ fontSize: 48, color: 'text.secondary' }} />
      <Typography variant="h5" component="h1" sx={{ mt: 1, fontWeight: 700 }}>
        {board.heading} not found
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
        There is no {board.noun} number {number}. It may have been deleted.
      </Typography>
      <Button component={RouterLink} to={board.path} variant="contained" sx={{ mt: 3 }}>
        {board.backLabel}
      </Button>
    </Paper>
  );
}
