import { z } from '../zod';
import { ACCOUNT } from '../constants';
import { LANGUAGES } from '../languages';
import { ACCOUNT_ROLES } from '../roles';
import { Id, Timestamp, envelope } from './envelope';

/** A role an account can hold (never PUBLIC, the anonymous visitor). */
export const AccountRoleSchema = z.enum(ACCOUNT_ROLES);

/** E-mail addresses are trimmed and compared lower-case. */
export const Email = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, 'E-mail is too long.')
  .pipe(z.email('Enter a valid e-mail address.'));

const Password = z
  .string()
  .min(ACCOUNT.passwordMinLength, `Use at least ${ACCOUNT.passwordMinLength} characters.`)
  .max(ACCOUNT.passwordMaxLength, `Use at most ${ACCOUNT.passwordMaxLength} characters.`);

const agreed = (what: string) =>
  z.literal(true, { error: `You must agree to the ${what} to sign up.` });

export const VerifyEmailBody = z.object({ email: Email });
export const VerifyEmailStatus = z.enum(['sent', 'error']);
export const VerifyEmailAnswer = envelope(z.object({ status: VerifyEmailStatus }));

/** A 6-digit e-mail verification code. */
const Code = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'The code is 6 digits.');

export const CheckCodeBody = z.object({ email: Email, code: Code });
export const CheckCodeAnswer = envelope(z.boolean());

export const RegisterBody = z.object({
  username: z.string().trim().min(1, 'Enter a name.').max(50),
  email: Email,
  /** The code that verified the e-mail: only who received it may register the address. */
  code: Code,
  password: Password,
  company: z.string().trim().max(100).default(''),
  privacy_agreement: agreed('privacy policy'),
  terms_agreement: agreed('terms of use'),
});
export type RegisterBody = z.input<typeof RegisterBody>;

export const LoginBody = z.object({
  email: Email,
  password: z.string().min(1, 'Enter your password.').max(ACCOUNT.passwordMaxLength),
});
export type LoginBody = z.input<typeof LoginBody>;

export const TokenPair = z.object({ access: z.string(), refresh: z.string() });
export type TokenPair = z.infer<typeof TokenPair>;
export const LoginAnswer = envelope(TokenPair);

export const RefreshBody = z.object({ refresh: z.string().min(1).max(512) });
/** `detail` is the new access token (spec §7); the rotated refresh token rides beside it. */
export const RefreshAnswer = z.object({
  success: z.boolean(),
  message: z.string().optional(),
  detail: z.string(),
  refresh: z.string(),
});

export const UserInfo = z.object({
  id: z.number(),
  username: z.string(),
  email: z.string(),
  company: z.string(),
  role: AccountRoleSchema,
  is_active: z.boolean(),
});
export type UserInfo = z.infer<typeof UserInfo>;
export const UserInfoAnswer = envelope(UserInfo);

export const UserListEntry = UserInfo.extend({ is_guest: z.boolean(), created_at: Timestamp });
export type UserListEntry = z.infer<typeof UserListEntry>;
export const UserListAnswer = envelope(z.array(UserListEntry));

/** Admin change of one user: exactly one of role or is_active (spec §7). */
export const UpdateUserBody = z
  .object({
    user_id: Id,
    role: AccountRoleSchema.optional(),
    is_active: z.boolean().optional(),
  })
  .refine((body) => (body.role === undefined) !== (body.is_active === undefined), {
    message: 'Give either role or is_active.',
    path: ['role'],
  });
export type UpdateUserBody = z.input<typeof UpdateUserBody>;

export const PasswordChangeBody = z.object({
  current_password: z
    .string()
    .min(1, 'Enter your current password.')
    .max(ACCOUNT.passwordMaxLength),
  new_password: z.string().min(1, 'Enter a new password.').max(ACCOUNT.passwordMaxLength),
  confirm_new_password: z
    .string()
    .min(1, 'Confirm the new password.')
    .max(ACCOUNT.passwordMaxLength),
});
export type PasswordChangeBody = z.input<typeof PasswordChangeBody>;

/** Asks for a password reset code; the answer is the same whether the address has an account. */
export const PasswordResetCodeBody = z.object({ email: Email });
export type PasswordResetCodeBody = z.input<typeof PasswordResetCodeBody>;

/** A forgotten password replaced with the mailed code; the new one follows sign-up's rule. */
export const PasswordResetBody = z.object({
  email: Email,
  code: Code,
  new_password: Password,
  confirm_new_password: z
    .string()
    .min(1, 'Confirm the new password.')
    .max(ACCOUNT.passwordMaxLength),
});
export type PasswordResetBody = z.input<typeof PasswordResetBody>;

export const InquiryBody = z.object({
  category: z.string().trim().max(50).default('general'),
  title: z.string().trim().min(1, 'Enter a title.').max(200),
  content: z.string().trim().min(1, 'Enter your question.').max(5000),
});
export type InquiryBody = z.input<typeof InquiryBody>;
export const Inquiry = z.object({
  id: z.number(),
  user_id: z.number().nullable(),
  email: z.string(),
  category: z.string(),
  title: z.string(),
  content: z.string(),
  created_at: Timestamp,
});
export const InquiryListAnswer = envelope(z.array(Inquiry));

export const ContactBody = z.object({
  name: z.string().trim().min(1, 'Enter your name.').max(100),
  email: Email,
  company: z.string().trim().max(100).default(''),
  message: z.string().trim().min(1, 'Enter a message.').max(5000),
});
export type ContactBody = z.input<typeof ContactBody>;
export const Contact = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  company: z.string(),
  message: z.string(),
  created_at: Timestamp,
});
export const ContactListAnswer = envelope(z.array(Contact));

/**
 * The language a user chose for the studio's screens, kept per account so it follows the user
 * to other devices; null until the user chooses (the browser's language applies then).
 */
export const UserLanguage = z.object({ language: z.enum(LANGUAGES).nullable() });
export type UserLanguage = z.infer<typeof UserLanguage>;
export const UserLanguageAnswer = envelope(UserLanguage);
export const UserLanguageBody = UserLanguage;
export type UserLanguageBody = z.input<typeof UserLanguageBody>;

/**
 * The keys of the per-user settings (GET/PUT /api/user/settings/:key): each a page's own small
 * JSON value kept per account, so it follows the user to other devices. Only these keys exist,
 * so the table cannot become a store for anything else.
 */
export const USER_SETTING_KEYS = ['playback.layout'] as const;
export type UserSettingKey = (typeof USER_SETTING_KEYS)[number];
/** The most a setting's value may take, as JSON text in UTF-8 bytes. */
export const USER_SETTING_MAX_BYTES = 16 * 1024;

export const UserSettingParams = z.object({ key: z.enum(USER_SETTING_KEYS) });
/**
 * A string's length in UTF-8 bytes, counted by code unit: the contract runs where no
 * TextEncoder is typed (the packages' own checks have neither DOM nor Node types). A surrogate
 * pair is 4 bytes; a lone surrogate 3, as TextEncoder's replacement character (JSON.stringify
 * escapes lone ones, so they seldom reach here).
 */
function utf8Bytes(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit < 0x80) bytes += 1;
    else if (unit < 0x800) bytes += 2;
    else if (unit >= 0xd800 && unit <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        bytes += 4;
        i++;
      } else bytes += 3;
    } else bytes += 3;
  }
  return bytes;
}

/** Its size as JSON in UTF-8 bytes (what the server keeps), Infinity when it is not JSON. */
export function settingJsonBytes(value: unknown): number {
  try {
    const text = JSON.stringify(value);
    return text === undefined ? Infinity : utf8Bytes(text);
  } catch {
    return Infinity;
  }
}
/** A setting's value: any JSON (null forgets it), at most USER_SETTING_MAX_BYTES. */
export const UserSettingBody = z.object({
  value: z
    .unknown()
    .refine((value) => value !== undefined && settingJsonBytes(value) <= USER_SETTING_MAX_BYTES, {
      message: `A setting is JSON of at most ${USER_SETTING_MAX_BYTES / 1024} kB.`,
    }),
});
export type UserSettingBody = z.input<typeof UserSettingBody>;
export const UserSetting = z.object({ key: z.enum(USER_SETTING_KEYS), value: z.unknown() });
export const UserSettingAnswer = envelope(UserSetting);
