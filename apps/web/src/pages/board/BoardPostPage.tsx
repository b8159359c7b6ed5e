import { isAdmin } from '@ads/contract';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Button, Container, LinearProgress, Link, Paper } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { serverText } from '../../lib/i18n';
import { useAuth } from '../../lib/auth-store';
import type { BoardConfig } from './board-config';
import { isPostNumber, useBoardPost } from './board-queries';
import { PostNotFound } from './PostNotFound';
import { PostView } from './PostView';

/** One entry by its number (`/notice/12`); admins can edit or delete it here. */
export function BoardPostPage({ board }: { board: BoardConfig }) {
  const { number } = useParams();
  const admin = isAdmin(useAuth((state) => state.role));
  const { data: result, isPending } = useBoardPost(board, number);
  const { t } = useTranslation('board');

  const missing =
    !isPostNumber(number) || (result && !result.success && [400, 404].includes(result.status));

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, sm: 5 } }}>
      {/* The not-found panel has its own, bigger way back. */}
      {!missing && (
        <Link
          component={RouterLink}
          to={board.path}
          underline="hover"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 2 }}
        >
          <ArrowBackIcon fontSize="small" />
          {t(`${board.key}.backLabel`)}
        </Link>
      )}
      {missing ? (
        <PostNotFound board={board} number={number ?? ''} />
      ) : isPending || !result ? (
        <LinearProgress aria-label={t(`${board.key}.loadingPost`)} />
      ) : result.success ? (
        <PostView key={number} board={board} post={result.detail} editable={admin} />
      ) : (
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" component={RouterLink} to={board.path}>
                {t('back')}
              </Button>
            }
          >
            {serverText(result.message)}
          </Alert>
        </Paper>
      )}
    </Container>
  );
}
