import { api, createAccount, expect, shot, signInAs, test } from './fixtures';
import { recordFiles, uploadRecord } from './records';
import { RAW_IMAGE, rgbPixel } from '../test-support/record-extra-topics';
import { speedAt } from '../test-support/record-files';

// Issue 31: a record's playback in Data Management. A drive written by the MCAP writer (GNSS,
// odometry, a CDR point cloud, JPEG images, the JSON status) is uploaded, its playback opened at
// a moment by link, played, stepped by keys, and looked at in English and Korean.

test.describe('record playback', () => {
  test('opens at the linked time, plays, steps and shows its panels', async ({ page }) => {
    test.setTimeout(120_000);
    const files = await recordFiles();
    try {
      const path = await files.mcap('playback-drive.mcap', {
        durationS: 30,
        profile: 'urban',
        sensors: ['gnss', 'odometry', 'lidar', 'camera'],
        lidarPoints: 2000,
        withJson: true,
        withRawImages: true,
      });
      const user = await createAccount('USER');
      const id = await uploadRecord(user.access, path, { filename: 'playback-drive.mcap' });

      await signInAs(page, user, `/statistics/record/${id}?t=12000000000`);
      const playback = page.getByTestId('playback');
      await expect(page.getByRole('tab', { name: 'Playback' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(playback).toBeVisible({ timeout: 30_000 });
      await expect(page.getByTestId('playback-seconds')).toHaveText(/^12\.000 s of \d+\.\d{3} s$/);
      await expect(playback).not.toHaveAttribute('data-answered', '0', { timeout: 15_000 });
      for (const kind of ['3d', 'image', 'plot', 'raw', 'map']) {
        await expect(page.locator(`[data-panel-kind="${kind}"]`)).toBeVisible();
      }
      // The sweep at 12 s, every point of it drawn.
      await expect(
        page.getByRole('img', { name: 'Point cloud at the current time' }),
      ).toHaveAttribute('data-points', '2000', { timeout: 15_000 });
      await expect(page.getByTestId('plot-value').first()).toHaveAttribute('data-value', /\d/, {
        timeout: 15_000,
      });
      // The raw message at that time: the status the writer wrote at 12 s.
      const speedKph = speedAt('urban', 12) * 3.6;
      const raw = page.locator('[data-panel-kind="raw"]');
      await expect(raw).toContainText('Message at 12.000 s');
      await expect(raw).toContainText(`speed_kph: ${speedKph}`);
      // The same field plotted: its value at the cursor is the message's, exactly.
      const plot = page.locator('[data-panel-kind="plot"]');
      await plot.getByRole('combobox').fill('/vehicle/status.speed_kph');
      await page.getByRole('option', { name: '/vehicle/status.speed_kph' }).click();
      await page.keyboard.press('Escape');
      await expect(
        plot.locator('[data-testid="plot-value"][data-path="/vehicle/status.speed_kph"]'),
      ).toHaveAttribute('data-value', String(speedKph), { timeout: 15_000 });
      await shot(page, 'playback-en-at-12s');

      // The fixture's JPEG is an opaque blob; its raw rgb8 camera draws (4 × 3 pixels).
      const image = page.locator('[data-panel-kind="image"]');
      await image.getByRole('combobox', { name: 'Topics' }).click();
      await page.getByRole('option', { name: '/camera/raw' }).click();
      await expect(image.getByRole('img', { name: 'Image of /camera/raw' })).toHaveAttribute(
        'data-width',
        '4',
        { timeout: 15_000 },
      );
      await expect(image).toContainText('4 × 3');
      // Its pixels as written: green and blue by place (red also counts the message's seq).
      const pixels = (await image
        .getByRole('img', { name: 'Image of /camera/raw' })
        .evaluate((canvas: HTMLCanvasElement) =>
          Array.from(canvas.getContext('2d')!.getImageData(0, 0, 4, 3).data),
        )) as number[];
      for (let y = 0; y < RAW_IMAGE.height; y++) {
        for (let x = 0; x < RAW_IMAGE.width; x++) {
          const [r, g, b, a] = pixels.slice((y * 4 + x) * 4, (y * 4 + x) * 4 + 4);
          const [r0, g0, b0] = rgbPixel(x, y, 0);
          expect([g, b, a]).toEqual([g0, b0, 255]);
          expect((r! - pixels[y * 16]! + 256) % 256).toBe((r0 - rgbPixel(0, y, 0)[0] + 256) % 256);
        }
      }

      // Keys: → steps 0.1 s, Shift+→ a second, Home to the start.
      await page.getByRole('slider', { name: 'Playback time' }).focus();
      await page.keyboard.press('ArrowRight');
      await expect(page.getByTestId('playback-seconds')).toHaveText(/^12\.100 s of /);
      await page.keyboard.press('Shift+ArrowRight');
      await expect(page.getByTestId('playback-seconds')).toHaveText(/^13\.100 s of /);
      await expect(page).toHaveURL(/[?&]t=13100000000/);

      // Play for a moment: the time moves and the URL follows it.
      await page.getByRole('button', { name: 'Play (Space)' }).click();
      await expect
        .poll(async () => Number(await playback.getAttribute('data-offset-ns')), {
          timeout: 10_000,
        })
        .toBeGreaterThan(14_000_000_000);
      await page.keyboard.press('Space');
      await expect(page.getByRole('button', { name: 'Play (Space)' })).toBeVisible();
      await shot(page, 'playback-en-played');

      // Korean: the same page, no English of its own.
      // The account's language, read at the next page load.
      await api('PUT', '/api/user/language/', { language: 'ko' }, user.access);
      await page.goto(`/statistics/record/${id}?t=20000000000`);
      await expect(page.getByRole('tab', { name: '재생' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(page.getByTestId('playback')).toBeVisible({ timeout: 30_000 });
      await shot(page, 'playback-ko-at-20s');
    } finally {
      await files.remove();
    }
  });

  test('plays a shared record for anyone with the link, at its time, until unshared', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const files = await recordFiles();
    try {
      const path = await files.mcap('shared-drive.mcap', {
        durationS: 12,
        profile: 'urban',
        sensors: ['gnss', 'odometry', 'lidar'],
        lidarPoints: 700,
        withJson: true,
      });
      const user = await createAccount('USER');
      const id = await uploadRecord(user.access, path, { filename: 'shared-drive.mcap' });
      const shared = await api('POST', `/api/record/${id}/share/`, undefined, user.access);
      const token = new URL(shared.body.detail.url as string).searchParams.get('token')!;

      // A visitor with no account opens the share's playback at 5 s.
      await page.goto(`/statistics/record/shared/${token}?t=5000000000`);
      await expect(page.getByRole('heading', { name: 'shared-drive.mcap' })).toBeVisible();
      const playback = page.getByTestId('playback');
      await expect(playback).toBeVisible({ timeout: 30_000 });
      await expect(page.getByTestId('playback-seconds')).toHaveText(/^5\.000 s of \d+\.\d{3} s$/);
      await expect(
        page.getByRole('img', { name: 'Point cloud at the current time' }),
      ).toHaveAttribute('data-points', '700', { timeout: 15_000 });
      // The trail of the 5 s driven before is there at once (the server's path of /odom).
      await expect
        .poll(async () =>
          Number(
            await page
              .getByRole('img', { name: 'Point cloud at the current time' })
              .getAttribute('data-trail-points'),
          ),
        )
        .toBeGreaterThan(20);
      const raw = page.locator('[data-panel-kind="raw"]');
      await expect(raw).toContainText('Message at 5.000 s');
      await expect(raw).toContainText(`speed_kph: ${speedAt('urban', 5) * 3.6}`);
      // The plot reads its curve through the share too.
      await expect(page.getByTestId('plot-value').first()).toHaveAttribute('data-value', /\d/, {
        timeout: 15_000,
      });
      await expect(page.getByText('Changes to the layout last for this visit')).toBeVisible();
      await expect(page.locator('body')).not.toContainText(user.username);
      await shot(page, 'playback-shared-visitor-at-5s');

      // Revoked: the same link says so instead of playing.
      await api('DELETE', `/api/record/${id}/share/`, undefined, user.access);
      await page.reload();
      await expect(page.getByTestId('shared-record-gone')).toHaveText(
        'This share link is not valid: it was revoked, or the record was deleted.',
      );
    } finally {
      await files.remove();
    }
  });
});
