import { ROUTES, MESSAGES } from '@ads/contract';
import { render, screen } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { call } from '../../lib/api';
import { http } from '../../lib/http';
import { UNREACHABLE, api, connectToRealApi, signIn, unique } from '../../test/real-api';
import { sendContact } from './send-contact';

connectToRealApi();

const form = { name: 'Min-ji', email: 'minji@school.test', company: '', message: 'Hello' };

describe('sending the contact form', { timeout: 20_000 }, () => {
  it("reports success with the server's thanks", async () => {
    const message = unique('Hello from the contact form');
    expect(await sendContact({ ...form, message })).toEqual({
      sent: true,
      message: 'Thank you. We will get back to you soon.',
      fields: {},
    });
    // An admin finds it among the contacts.
    await signIn(api.superAccount);
    const contacts = await call(ROUTES.listContacts);
    expect(contacts.success && contacts.detail.find((entry) => entry.message === message)).toEqual(
      expect.objectContaining({ name: 'Min-ji', email: 'minji@school.test' }),
    );
  });

  it('yields false with the reason of each bad field when the server refuses', async () => {
    expect(await sendContact({ ...form, email: 'nope' })).toEqual({
      sent: false,
      message: 'Some fields are not valid.',
      fields: { email: 'Enter a valid e-mail address.' },
    });
  });

  it('yields false with the network message when the call fails', async () => {
    // The app's snackbars are up, as on every page.
    render(createElement(SnackbarProvider));
    http.defaults.baseURL = UNREACHABLE;
    const outcome = await sendContact(form);
    expect(outcome.sent).toBe(false);
    expect(outcome.message).toBe(MESSAGES.networkError);
    expect(await screen.findByText(MESSAGES.networkError)).toBeInTheDocument();
  });
});
