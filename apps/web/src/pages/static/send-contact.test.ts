import { afterEach, describe, expect, it, vi } from 'vitest';
import { call } from '../../lib/api';
import { sendContact } from './send-contact';

vi.mock('../../lib/api', () => ({ call: vi.fn() }));

const form = { name: 'Min-ji', email: 'minji@school.test', company: '', message: 'Hello' };

afterEach(() => vi.mocked(call).mockReset());

describe('sending the contact form', () => {
  it("reports success with the server's thanks", async () => {
    vi.mocked(call).mockResolvedValue({
      success: true,
      status: 201,
      message: 'Thank you. We will get back to you soon.',
    } as never);
    expect(await sendContact(form)).toEqual({
      sent: true,
      message: 'Thank you. We will get back to you soon.',
      fields: {},
    });
  });

  it('yields false with the reason of each bad field when the server refuses', async () => {
    vi.mocked(call).mockResolvedValue({
      success: false,
      status: 400,
      message: 'Some fields are not valid.',
      detail: { email: 'Enter a valid e-mail address.' },
    });
    expect(await sendContact({ ...form, email: 'nope' })).toEqual({
      sent: false,
      message: 'Some fields are not valid.',
      fields: { email: 'Enter a valid e-mail address.' },
    });
  });

  it('yields false with the network message when the call fails', async () => {
    vi.mocked(call).mockResolvedValue({
      success: false,
      status: 0,
      message: 'Network error. Please contact admin.',
    });
    const outcome = await sendContact(form);
    expect(outcome.sent).toBe(false);
    expect(outcome.message).toBe('Network error. Please contact admin.');
  });
});
