import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Container, Link, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { call } from '../../lib/api';
import { notify } from '../../lib/notify';
import type { BoardConfig } from './board-config';
import { useBoardCache } from './board-queries';
import { PostForm } from './PostForm';

/** Writing a new entry (admins; the route guard keeps everyone else out). */
export function BoardNewPage({ board }: { board: BoardConfig }) {
  const navigate = useNavigate();
  const cache = useBoardCache(board);
  const { t } = useTranslation('board');

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, sm: 5 } }}>
      <Link
        component={RouterLink}
        to={board.path}
        underline="hover"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 2 }}
      >
        <ArrowBackIcon fontSize="small" />
        {t(`${board.key}.backLabel`)}
      </Link>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 3 }}>
          {t(`${board.key}.newLabel`)}
        </Typography>
        <PostForm
          board={board}
          submitLabel={t('publish')}
          onCancel={() => void navigate(board.path)}
          onSubmit={async (values) => {
            const result = await call(board.endpoints.create, { body: values });
            if (!result.success) return result;
            await cache.changed(result.detail);
            notify(result.message ?? t('published'), 'success');
            await navigate(`${board.path}/${result.detail.number}`, { replace: true });
            return undefined;
          }}
        />
      </Paper>
    </Container>
  );
}
