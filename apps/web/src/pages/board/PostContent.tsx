import { Typography } from '@mui/material';

/**
 * The body of an entry as plain text. Stored content is never parsed as HTML: markup that
 * someone typed shows as the characters they typed, and line breaks stay where they were.
 */
export function PostContent({ content }: { content: string }) {
  return (
    <Typography
      component="div"
      data-testid="post-content"
      translate="no"
      sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', lineHeight: 1.75 }}
    >
      {content}
    </Typography>
  );
}
