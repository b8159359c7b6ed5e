/**
 * The Korean of the sentences the server answers in the Notice and FAQ boards
 * (lib/i18n/server-text.ts reads them with the others in server.ts). Keyed by the English the
 * server answers, word for word.
 */
export const BOARD_SERVER_KO: Record<string, string> = {
  'No such notice.': '그런 공지가 없습니다.',
  'The notice was published.': '공지를 게시했습니다.',
  'The notice was saved.': '공지를 저장했습니다.',
  'The notice was deleted.': '공지를 삭제했습니다.',
  'No such FAQ entry.': '그런 FAQ 항목이 없습니다.',
  'The FAQ entry was published.': 'FAQ 항목을 게시했습니다.',
  'The FAQ entry was saved.': 'FAQ 항목을 저장했습니다.',
  'The FAQ entry was deleted.': 'FAQ 항목을 삭제했습니다.',
  // The entry's fields (contract PostBody), shown under them.
  'Enter a title.': '제목을 입력하세요.',
  'Enter the content.': '내용을 입력하세요.',
  'Give a new title or content.': '새 제목이나 내용을 입력하세요.',
  // The contact form (pages/static, contract ContactBody) and its answer.
  'Enter your name.': '이름을 입력하세요.',
  'Enter a message.': '메시지를 입력하세요.',
  'Thank you. We will get back to you soon.': '감사합니다. 곧 답변드리겠습니다.',
  'Thank you. We will answer by e-mail.': '감사합니다. 이메일로 답변드리겠습니다.',
};

/** Sentences with a number or a name in them: a pattern and its Korean. */
export const BOARD_SERVER_KO_PATTERNS: Array<[RegExp, (...parts: string[]) => string]> = [];

/** What the catalogue loader registers with the namespaces that need it (server-sentences.ts). */
export default { exact: BOARD_SERVER_KO, patterns: BOARD_SERVER_KO_PATTERNS };
