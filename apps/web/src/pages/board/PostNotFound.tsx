import SearchOffIcon from '@mui/icons-material/SearchOff';
import { Button, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { BoardConfig } from './board-config';

/** What an unknown or malformed number shows: say so plainly and offer the way back. */
export function PostNotFound({ board, number }: { board: BoardConfig; number: string }) {
  const { t } = useTranslation('board');
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
      <SearchOffIcon sx={{ fontSize: 48, color: 'text.secondary' }} />
      <Typography variant="h5" component="h1" sx={{ mt: 1, fontWeight: 700 }}>
        {t(`${board.key}.notFound`)}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
        {t(`${board.key}.noSuch`, { number })}
      </Typography>
      <Button component={RouterLink} to={board.path} variant="contained" sx={{ mt: 3 }}>
        {t(`${board.key}.backLabel`)}
      </Button>
    </Paper>
  );
}
