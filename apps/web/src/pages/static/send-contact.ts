import { ROUTES, type ContactBody } from '@ads/contract';
import { call } from '../../lib/api';
import { fieldErrorsOf } from './field-errors';

export interface ContactOutcome {
  /** False whenever the message was not stored (spec §7: a failed contact yields false). */
  sent: boolean;
  message: string;
  fields: Record<string, string>;
}

/** Sends the public contact form; needs no sign-in. */
export async function sendContact(form: ContactBody): Promise<ContactOutcome> {
  const result = await call(ROUTES.contact, { body: form });
  if (result.success) {
    return {
      sent: true,
      message: result.message ?? 'Thank you. We will get back to you soon.',
      fields: {},
    };
  }
  return { sent: false, message: result.message, fields: fieldErrorsOf(result.detail) };
}
