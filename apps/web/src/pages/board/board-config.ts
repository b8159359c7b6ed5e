import { ROUTES } from '@ads/contract';

export type BoardKey = 'notice' | 'faq';

/**
 * What differs between the two boards; list, detail and form are shared. Their words are the
 * `board` namespace's, under the board's key (`notice.heading`, `faq.titleLabel`, …).
 */
export interface BoardConfig {
  key: BoardKey;
  /** Both boards have the same endpoints under their own base path. */
  endpoints: (typeof ROUTES)['notice'];
  path: `/${BoardKey}`;
}

export const BOARDS: Record<BoardKey, BoardConfig> = {
  notice: { key: 'notice', endpoints: ROUTES.notice, path: '/notice' },
  faq: { key: 'faq', endpoints: ROUTES.faq, path: '/faq' },
};
