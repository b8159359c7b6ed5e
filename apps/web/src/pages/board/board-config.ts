import { ROUTES } from '@ads/contract';

export type BoardKey = 'notice' | 'faq';

/** What differs between the two boards; list, detail and form are shared. */
export interface BoardConfig {
  key: BoardKey;
  /** Both boards have the same endpoints under their own base path. */
  endpoints: (typeof ROUTES)['notice'];
  path: `/${BoardKey}`;
  heading: string;
  intro: string;
  /** Singular noun in sentences ("No such notice."). */
  noun: string;
  newLabel: string;
  titleLabel: string;
  contentLabel: string;
  empty: string;
  backLabel: string;
}

export const BOARDS: Record<BoardKey, BoardConfig> = {
  notice: {
    key: 'notice',
    endpoints: ROUTES.notice,
    path: '/notice',
    heading: 'Notice',
    intro: 'Announcements about ADS Studio: releases, maintenance windows and changes.',
    noun: 'notice',
    newLabel: 'New notice',
    titleLabel: 'Title',
    contentLabel: 'Content',
    empty: 'There are no notices yet.',
    backLabel: 'Back to notices',
  },
  faq: {
    key: 'faq',
    endpoints: ROUTES.faq,
    path: '/faq',
    heading: 'FAQ',
    intro: 'Answers to the questions people ask most about ADS Studio.',
    noun: 'FAQ entry',
    newLabel: 'New FAQ entry',
    titleLabel: 'Question',
    contentLabel: 'Answer',
    empty: 'There are no FAQ entries yet.',
    backLabel: 'Back to FAQ',
  },
};
