import type { Post } from '@ads/contract';
import { Box, Divider, Paper, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../lib/api';
import { notify } from '../../lib/notify';
import type { BoardConfig } from './board-config';
import { useBoardCache } from './board-queries';
import { formatDate } from '../../lib/format-date';
import { PostAdminActions } from './PostAdminActions';
import { PostContent } from './PostContent';
import { PostForm } from './PostForm';

/** An entry's title, author, dates and text; for admins also the edit form. */
export function PostView({
  board,
  post,
  editable,
}: {
  board: BoardConfig;
  post: Post;
  editable: boolean;
}) {
  const [editing, setEditing] = useState(false);
  const cache = useBoardCache(board);
  const { t } = useTranslation(['board', 'common']);

  if (editing) {
    return (
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 3 }}>
          {t(`${board.key}.edit`, { number: post.number })}
        </Typography>
        <PostForm
          board={board}
          initial={{ title: post.title, content: post.content }}
          submitLabel={t('common:actions.save')}
          onCancel={() => setEditing(false)}
          onSubmit={async (values) => {
            const result = await call(board.endpoints.update, {
              params: { number: post.number },
              body: values,
            });
            if (!result.success) return result;
            await cache.changed(result.detail);
            notify(result.message ?? t('saved'), 'success');
            setEditing(false);
            return undefined;
          }}
        />
      </Paper>
    );
  }

  const edited = post.updated_at.slice(0, 19) !== post.created_at.slice(0, 19);
  return (
    <Paper component="article" variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
      <Typography variant="overline" color="primary">
        {t(`${board.key}.numbered`, { number: post.number })}
      </Typography>
      <Typography
        variant="h4"
        component="h1"
        translate="no"
        sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}
      >
        {post.title}
      </Typography>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          mt: 1,
          justifyContent: 'space-between',
          alignItems: 'center',
        }}
      >
        <Typography variant="body2" color="text.secondary">
          <span translate="no">{post.author}</span> · {formatDate(post.created_at)}
          {edited && t('edited', { date: formatDate(post.updated_at) })}
        </Typography>
        {editable && <PostAdminActions board={board} post={post} onEdit={() => setEditing(true)} />}
      </Box>
      <Divider sx={{ my: 3 }} />
      <PostContent content={post.content} />
    </Paper>
  );
}
