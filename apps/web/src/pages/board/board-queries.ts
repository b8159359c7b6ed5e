import { type Post } from '@ads/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { call, listOrEmpty } from '../../lib/api';
import type { BoardConfig } from './board-config';

const listKey = (board: BoardConfig) => ['board', board.key] as const;
const postKey = (board: BoardConfig, number: string) => ['board', board.key, number] as const;

/** A path segment that can name an entry; anything else is "not found" without asking. */
export const isPostNumber = (value: string | undefined): value is string =>
  !!value && /^[1-9]\d{0,9}$/.test(value);

/** The board's entries, newest first; an empty list when the call fails (spec §7). */
export function useBoardList(board: BoardConfig) {
  return useQuery({
    queryKey: listKey(board),
    queryFn: async () => {
      const posts: Post[] = await listOrEmpty(board.endpoints.list);
      return [...posts].sort((a, b) => b.number - a.number);
    },
  });
}

/** One entry by its number, as the call's result so the page can tell "missing" from "failed". */
export function useBoardPost(board: BoardConfig, number: string | undefined) {
  return useQuery({
    queryKey: postKey(board, number ?? ''),
    queryFn: () => call(board.endpoints.get, { params: { number: number! } }),
    enabled: isPostNumber(number),
  });
}

/** Keeps the cached list and entry in step after a create, edit or delete. */
export function useBoardCache(board: BoardConfig) {
  const client = useQueryClient();
  return {
    async changed(post?: Post) {
      if (post) {
        client.setQueryData(postKey(board, String(post.number)), {
          success: true,
          status: 200,
          detail: post,
        });
      }
      await client.invalidateQueries({ queryKey: listKey(board), exact: true });
    },
    removed(number: number) {
      client.removeQueries({ queryKey: postKey(board, String(number)) });
      return client.invalidateQueries({ queryKey: listKey(board), exact: true });
    },
  };
}
