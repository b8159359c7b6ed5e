import { api, createAccount, expect, shot, test } from './fixtures';

test.describe('pages open to everyone', () => {
  test('the contact form works without signing in and an admin can read it', async ({ page }) => {
    const message = `Can our class of 30 students use the education app? ${Date.now()}`;
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
    await shot(page, 'static-contact');

    await page.getByRole('textbox', { name: 'Name' }).fill('Min-ji Kim');
    await page.getByRole('textbox', { name: 'E-mail' }).fill('not-an-address');
    await page.getByRole('textbox', { name: 'Message' }).fill(message);
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Enter a valid e-mail address.')).toBeVisible();
    await shot(page, 'static-contact-field-error');

    await page.getByRole('textbox', { name: 'E-mail' }).fill('minji@school.test');
    await page.getByRole('textbox', { name: 'Company' }).fill('Hanbit High School');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Message sent')).toBeVisible();
    await expect(page.getByText('Thank you. We will get back to you soon.')).toBeVisible();
    await shot(page, 'static-contact-sent');

    const admin = await createAccount('ADMIN');
    const contacts = await api('GET', '/api/user/contact/', undefined, admin.access);
    expect(contacts.status).toBe(200);
    expect(contacts.body.detail).toContainEqual(
      expect.objectContaining({
        name: 'Min-ji Kim',
        email: 'minji@school.test',
        company: 'Hanbit High School',
        message,
      }),
    );
  });

  test('the contact page fits a phone, in light and dark', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/contact');
    await expect(page.getByRole('button', { name: 'Send message' })).toBeVisible();
    await shot(page, 'static-contact-375');
    await page.evaluate(() =>
      localStorage.setItem('theme', JSON.stringify({ state: { isDark: true }, version: 0 })),
    );
    await page.reload();
    await expect(page.getByRole('button', { name: 'Send message' })).toBeVisible();
    await shot(page, 'static-contact-dark-375');
    await page.goto('/operator');
    await expect(page.getByText(/^Last checked/)).toBeVisible();
    await shot(page, 'static-operator-dark-375');
  });

  test('privacy and terms render with their sections and a way home', async ({ page }) => {
    await page.goto('/privacy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 2, name: /Retention and deletion/ }),
    ).toBeVisible();
    await expect(page.getByText(/Uploaded driving data/).first()).toBeVisible();
    await shot(page, 'static-privacy');

    await page.goto('/terms');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of use' })).toBeVisible();
    await page.setViewportSize({ width: 375, height: 812 });
    await shot(page, 'static-terms-375');
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/home$/);
  });

  test('an unknown path shows the not-found page with the path and a link home', async ({
    page,
  }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByText('/no/such/page')).toBeVisible();
    await shot(page, 'static-not-found');
    await page.getByRole('link', { name: 'Go to home' }).click();
    await expect(page).toHaveURL(/\/home$/);
  });

  test('/operator shows the API and the file service up', async ({ page }) => {
    await page.goto('/operator');
    const apiCard = page.getByRole('region', { name: 'API' });
    const files = page.getByRole('region', { name: 'File service' });
    await expect(apiCard.getByText('Up', { exact: true })).toBeVisible();
    await expect(apiCard.getByText('PGlite (embedded)')).toBeVisible();
    await expect(files.getByText('Up', { exact: true })).toBeVisible();
    await expect(files.getByText(/^loaded in \d+ ms$/)).toBeVisible();
    await expect(
      page
        .getByRole('region', { name: 'Realtime' })
        .getByText('Not available yet', { exact: true }),
    ).toBeVisible();
    await expect(page.getByText(/^Last checked/)).toBeVisible();
    await shot(page, 'static-operator');
    await page.setViewportSize({ width: 375, height: 812 });
    await shot(page, 'static-operator-375');
  });
});
