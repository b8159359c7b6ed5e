import type { Post } from '@ads/contract';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Box,
  Link,
  Stack,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { BoardConfig } from './board-config';
import { formatDate } from '../../lib/format-date';
import { PostContent } from './PostContent';

/** Questions that open in place to their answers; each answer links to its own page. */
export function FaqAccordion({ board, posts }: { board: BoardConfig; posts: Post[] }) {
  const { t } = useTranslation('board');
  return (
    <Box>
      {posts.map((post) => (
        <Accordion key={post.number} variant="outlined" disableGutters>
          <AccordionSummary
            expandIcon={<ExpandMoreIcon />}
            aria-controls={`faq-${post.number}-answer`}
            id={`faq-${post.number}-question`}
          >
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              <Box component="span" sx={{ color: 'primary.main', mr: 1 }}>
                {t('question')}
              </Box>
              <span translate="no">{post.title}</span>
            </Typography>
          </AccordionSummary>
          {/* MUI gives the region around it the id the summary controls. */}
          <AccordionDetails>
            <PostContent content={post.content} />
            <Stack
              direction="row"
              spacing={2}
              sx={{ mt: 2, justifyContent: 'space-between', alignItems: 'center' }}
            >
              <Typography variant="body2" color="text.secondary">
                <span translate="no">{post.author}</span> · {formatDate(post.created_at)}
              </Typography>
              <Link component={RouterLink} to={`${board.path}/${post.number}`} variant="body2">
                {t('open', { number: post.number })}
              </Link>
            </Stack>
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
}
