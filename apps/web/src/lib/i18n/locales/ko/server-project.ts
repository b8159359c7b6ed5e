/**
 * The Korean of the sentences the server answers in the projects and PCs pages
 * (lib/i18n/server-text.ts reads them with the others in server.ts). Keyed by the English the
 * server answers, word for word (apps/server/src/modules/project and pc, and the contract's
 * project and PC bodies).
 */
export const PROJECT_SERVER_KO: Record<string, string> = {
  'The project was created.': '프로젝트를 만들었습니다.',
  'The project was saved.': '프로젝트를 저장했습니다.',
  'The project was deleted.': '프로젝트를 삭제했습니다.',
  'The PC was added.': 'PC를 연결했습니다.',
  'The PC was removed from the project.': 'PC를 프로젝트에서 뺐습니다.',
  'The PC was registered.': 'PC를 등록했습니다.',
  'The PC was deleted.': 'PC를 삭제했습니다.',
  'No such project.': '해당 프로젝트가 없습니다.',
  'No such PC.': '해당 PC가 없습니다.',
  'You can only list your own projects.': '내 프로젝트만 볼 수 있습니다.',
  'This PC is already in the project.': '이 PC는 이미 프로젝트에 있습니다.',
  'This PC is not in the project.': '이 PC는 프로젝트에 없습니다.',
  'This PC is already registered.': '이미 등록된 PC입니다.',
  'You already have a PC with this name.': '같은 이름의 PC가 이미 있습니다.',
  'This token was not minted for your account. Get a new one.':
    '이 토큰은 내 계정용으로 발급되지 않았습니다. 새 토큰을 받으세요.',
  'Not minted for this account.': '이 계정용으로 발급되지 않았습니다.',
  'This is not a PC token from this studio.': '이 스튜디오에서 발급한 PC 토큰이 아닙니다.',
  'Enter a PC name.': 'PC 이름을 입력하세요.',
  'Enter a project title.': '프로젝트 제목을 입력하세요.',
  'Give a new title or vehicle.': '새 제목이나 차량을 입력하세요.',
};

/** Sentences with a number or a name in them: a pattern and its Korean. */
export const PROJECT_SERVER_KO_PATTERNS: Array<[RegExp, (...parts: string[]) => string]> = [];
