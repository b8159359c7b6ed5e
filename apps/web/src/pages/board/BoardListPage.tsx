import { PageHeader } from '../../shell/PageHeader';
import { isAdmin } from '@ads/contract';
import AddIcon from '@mui/icons-material/Add';
import { Button, Container, LinearProgress, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useAuth } from '../../lib/auth-store';
import { type BoardConfig } from './board-config';
import { useBoardList } from './board-queries';
import { FaqAccordion } from './FaqAccordion';
import { NoticeRows } from './NoticeRows';

/** A board's entries, newest first; admins get the button to write a new one. */
export function BoardListPage({ board }: { board: BoardConfig }) {
  const admin = isAdmin(useAuth((state) => state.role));
  const { data: posts, isPending } = useBoardList(board);
  const { t } = useTranslation('board');

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, sm: 5 } }}>
      <PageHeader
        title={t(`${board.key}.heading`)}
        subtitle={t(`${board.key}.intro`)}
        action={
          <>
            {admin && (
              <Button
                component={RouterLink}
                to={`${board.path}/new`}
                variant="contained"
                startIcon={<AddIcon />}
                sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start', sm: 'auto' } }}
              >
                {t('new')}
              </Button>
            )}
          </>
        }
      />
      {isPending ? (
        <LinearProgress aria-label={t(`${board.key}.loadingList`)} />
      ) : !posts?.length ? (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          <Typography color="text.secondary">{t(`${board.key}.empty`)}</Typography>
        </Paper>
      ) : board.key === 'faq' ? (
        <FaqAccordion board={board} posts={posts} />
      ) : (
        <NoticeRows board={board} posts={posts} />
      )}
    </Container>
  );
}
