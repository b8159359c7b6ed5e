import { MESSAGES } from '@ads/contract';
import { PROJECT_SERVER_KO, PROJECT_SERVER_KO_PATTERNS } from './server-project';

/**
 * The Korean of the server's sentences a signed-in or signing-in person meets (lib/i18n/
 * server-text.ts): account, sign-in, codes, password and the HTTP layer. Keyed by the
 * English the server answers, word for word.
 */
export const SERVER_KO: Record<string, string> = {
  [MESSAGES.networkError]: '네트워크 오류입니다. 관리자에게 문의하세요.',
  [MESSAGES.unauthenticated]: '로그인이 필요한 요청입니다.',
  [MESSAGES.authNetworkError]: '[ADS Studio] 네트워크 오류 (OTA)',
  [MESSAGES.emailVerifyNetworkError]: '네트워크 오류',
  [MESSAGES.otaNetworkError]: '[OTA] 네트워크 오류',
  [MESSAGES.savePcFailed]: 'PC를 저장하지 못했습니다.',
  [MESSAGES.passwordChangeFailed]: '비밀번호를 변경하지 못했습니다.',
  [MESSAGES.withdrawalFailed]: '회원 탈퇴에 실패했습니다.',
  [MESSAGES.withdrawalErrorAlert]: '오류가 발생했습니다.',
  [MESSAGES.withdrawalDone]: '회원 탈퇴가 완료되었습니다.',
  'A guest account has no password; ask the person to sign up instead.':
    '게스트 계정에는 비밀번호가 없습니다. 회원가입을 요청하세요.',
  'Choose a password different from the current one.': '현재 비밀번호와 다른 비밀번호를 고르세요.',
  'Confirm the new password.': '새 비밀번호를 한 번 더 입력하세요.',
  'Does not match the new password.': '새 비밀번호와 일치하지 않습니다.',
  'E-mail is too long.': '이메일이 너무 깁니다.',
  'Enter a name.': '이름을 입력하세요.',
  'Enter a new password.': '새 비밀번호를 입력하세요.',
  'Enter a valid e-mail address.': '올바른 이메일 주소를 입력하세요.',
  'Enter your current password.': '현재 비밀번호를 입력하세요.',
  'Enter your password.': '비밀번호를 입력하세요.',
  'If an account uses this e-mail, we sent a 6-digit code to it.':
    '이 이메일을 쓰는 계정이 있으면 6자리 코드를 보냈습니다.',
  'No such user.': '그런 사용자가 없습니다.',
  'Only a SUPER can change an administrator.': '관리자는 SUPER만 바꿀 수 있습니다.',
  'Only a SUPER can grant ADMIN or SUPER.': 'ADMIN과 SUPER는 SUPER만 부여할 수 있습니다.',
  'Request a password reset code first.': '먼저 비밀번호 재설정 코드를 요청하세요.',
  'Request a verification code first.': '먼저 인증 코드를 요청하세요.',
  'Same as the current password.': '현재 비밀번호와 같습니다.',
  'Sign in to continue.': '계속하려면 로그인하세요.',
  'Sign up is required for this. Guest accounts cannot use it.':
    '회원가입이 필요합니다. 게스트 계정은 사용할 수 없습니다.',
  'Signed out.': '로그아웃했습니다.',
  'Some fields are not valid.': '올바르지 않은 항목이 있습니다.',
  'Something went wrong on our side.': '서버에서 문제가 발생했습니다.',
  'The code has expired. Request a new one.': '코드가 만료되었습니다. 새 코드를 요청하세요.',
  'The code is 6 digits.': '코드는 숫자 6자리입니다.',
  'The current password is wrong.': '현재 비밀번호가 틀립니다.',
  'The e-mail is verified.': '이메일이 인증되었습니다.',
  'The e-mail or password is wrong.': '이메일 또는 비밀번호가 틀립니다.',
  'The last SUPER account cannot be deleted. Make another SUPER first.':
    '마지막 SUPER 계정은 삭제할 수 없습니다. 먼저 다른 SUPER를 지정하세요.',
  'The new passwords do not match.': '새 비밀번호가 일치하지 않습니다.',
  'The request was refused.': '요청이 거부되었습니다.',
  'The user was updated.': '사용자 정보를 바꿨습니다.',
  'The verification e-mail could not be sent. Try again later.':
    '인증 메일을 보내지 못했습니다. 잠시 뒤 다시 시도하세요.',
  'This account cannot sign in.': '이 계정으로는 로그인할 수 없습니다.',
  'This account is disabled. Contact an administrator.':
    '비활성화된 계정입니다. 관리자에게 문의하세요.',
  'This account is disabled.': '비활성화된 계정입니다.',
  'This account no longer exists.': '더 이상 없는 계정입니다.',
  'This e-mail is already registered. Sign in instead.': '이미 가입된 이메일입니다. 로그인하세요.',
  'This e-mail is not verified yet.': '아직 인증되지 않은 이메일입니다.',
  'This field is required.': '필수 항목입니다.',
  'This sign-in was used elsewhere, so it was ended. Sign in again.':
    '이 로그인이 다른 곳에서 사용되어 종료되었습니다. 다시 로그인하세요.',
  'Too many wrong codes. Request a new one.':
    '잘못된 코드를 너무 많이 입력했습니다. 새 코드를 요청하세요.',
  'Verify your e-mail with the code we sent before signing up.':
    '가입하기 전에 보내 드린 코드로 이메일을 인증하세요.',
  'We sent a 6-digit code to your e-mail.': '이메일로 6자리 코드를 보냈습니다.',
  'Welcome to ADS Studio. You can sign in now.':
    'ADS Studio에 오신 것을 환영합니다. 이제 로그인할 수 있습니다.',
  'You cannot change your own role or status.': '자신의 역할이나 상태는 바꿀 수 없습니다.',
  'You must agree to the privacy policy to sign up.':
    '가입하려면 개인정보처리방침에 동의해야 합니다.',
  'You must agree to the terms of use to sign up.': '가입하려면 이용약관에 동의해야 합니다.',
  'Your password was changed and every sign-in of the account was ended. Sign in with the new password.':
    '비밀번호가 변경되었고 이 계정의 모든 로그인이 종료되었습니다. 새 비밀번호로 로그인하세요.',
  'Your role does not allow this.': '내 역할로는 할 수 없는 일입니다.',
  'Your session has ended. Sign in again.': '세션이 끝났습니다. 다시 로그인하세요.',
  'Your session has expired. Sign in again.': '세션이 만료되었습니다. 다시 로그인하세요.',
  ...PROJECT_SERVER_KO,
};

/** Sentences with a number in them. */
export const SERVER_KO_PATTERNS: ReadonlyArray<readonly [RegExp, (...parts: string[]) => string]> =
  [
    [
      /^The code is wrong\. (\d+) tr(?:y|ies) left\.$/,
      (n) => `코드가 틀립니다. ${n}번 더 시도할 수 있습니다.`,
    ],
    [/^Use at least (\d+) characters\.$/, (n) => `${n}자 이상 입력하세요.`],
    [/^At least (\d+) characters\.$/, (n) => `${n}자 이상.`],
    [/^Use at most (\d+) characters\.$/, (n) => `${n}자 이하로 입력하세요.`],
    [
      /^Too many codes were sent\. Try again in (\d+) minutes?\.$/,
      (n) => `코드를 너무 많이 보냈습니다. ${n}분 뒤 다시 시도하세요.`,
    ],
    [
      /^Too many failed sign-ins\. Try again in (\d+) minutes?\.$/,
      (n) => `로그인 실패가 너무 많습니다. ${n}분 뒤 다시 시도하세요.`,
    ],
    [
      /^Too many guest accounts\. Try again in (\d+) minutes?\.$/,
      (n) => `게스트 계정을 너무 많이 만들었습니다. ${n}분 뒤 다시 시도하세요.`,
    ],
    [/^The request failed \((\d+)\)\.$/, (n) => `요청이 실패했습니다 (${n}).`],
    ...PROJECT_SERVER_KO_PATTERNS,
  ];
