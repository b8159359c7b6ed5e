import type { Post } from '@ads/contract';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Divider, List, ListItemButton, ListItemText, Paper, Typography } from '@mui/material';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { BoardConfig } from './board-config';
import { formatDate } from '../../lib/format-date';

/** One line per entry: number, title, author and date; the whole line opens the entry. */
export function NoticeRows({ board, posts }: { board: BoardConfig; posts: Post[] }) {
  const { t } = useTranslation('board');
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <List disablePadding aria-label={t(`${board.key}.heading`)}>
        {posts.map((post, index) => (
          <Fragment key={post.number}>
            {index > 0 && <Divider component="li" />}
            <li>
              <ListItemButton
                component={RouterLink}
                to={`${board.path}/${post.number}`}
                sx={{ gap: 2, py: 1.5 }}
              >
                <Typography
                  color="text.secondary"
                  sx={{ width: 40, flexShrink: 0, fontVariantNumeric: 'tabular-nums' }}
                >
                  {post.number}
                </Typography>
                <ListItemText
                  primary={post.title}
                  secondary={
                    <>
                      <span translate="no">{post.author}</span> · {formatDate(post.created_at)}
                    </>
                  }
                  slotProps={{
                    primary: {
                      translate: 'no',
                      sx: { fontWeight: 600, overflowWrap: 'anywhere' },
                    },
                  }}
                />
                <ChevronRightIcon sx={{ color: 'text.disabled' }} />
              </ListItemButton>
            </li>
          </Fragment>
        ))}
      </List>
    </Paper>
  );
}
