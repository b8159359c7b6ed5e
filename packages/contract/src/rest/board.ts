import { z } from '../zod';
import { Id, Timestamp, envelope } from './envelope';

/** A notice or FAQ entry, addressed by its number. */
export const Post = z.object({
  number: z.number(),
  title: z.string(),
  content: z.string(),
  author: z.string(),
  created_at: Timestamp,
  updated_at: Timestamp,
});
export type Post = z.infer<typeof Post>;
export const PostAnswer = envelope(Post);
export const PostListAnswer = envelope(z.array(Post));
export const PostParams = z.object({ number: Id });
export const PostBody = z.object({
  title: z.string().trim().min(1, 'Enter a title.').max(200),
  content: z.string().trim().min(1, 'Enter the content.').max(20_000),
});
export type PostBody = z.input<typeof PostBody>;
export const UpdatePostBody = PostBody.partial().refine(
  (body) => body.title !== undefined || body.content !== undefined,
  { message: 'Give a new title or content.', path: ['title'] },
);
