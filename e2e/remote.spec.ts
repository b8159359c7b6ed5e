import { type ChildProcess, spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { baseURL } from './env';
import { startAgent } from './own-studio';
import { api, createAccount, expect, shot, signInAs, test } from './fixtures';

// The remote IDE with the real agent (--workspace on a temporary folder, --desktop: its own Xvfb
// and x11vnc): a file opened, edited and saved from Monaco lands on the PC's disk byte for byte;
// a save over a change made on the PC asks first; a terminal computes 6*7; the screen shows an
// xterm window drawn on the agent's Xvfb display, and a click in the page reaches that window.
// SUPER: the remote IDE is SUPER-only by default.

const MAIN_CPP = '#include <cstdio>\n\nint main() {\n  std::puts("hello");\n  return 0;\n}\n';

/** The xterm window's background colour (-bg), as 0xRRGGBB. */
const BEIGE = 0xf5f5dc;

/** The colours the noVNC canvas shows, as 0xRRGGBB (one colour: a blank screen). */
async function canvasColours(page: Page): Promise<number[]> {
  return page.getByTestId('remote-screen').evaluate((host) => {
    const canvas = host.querySelector('canvas');
    const context = canvas?.getContext('2d');
    if (!canvas || !context || canvas.width === 0) return [];
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    const seen = new Set<number>();
    for (let i = 0; i < data.length && seen.size < 64; i += 4) {
      seen.add((data[i]! << 16) | (data[i + 1]! << 8) | data[i + 2]!);
    }
    return [...seen];
  });
}

test('Remote IDE: code saved to the PC, a terminal, and the desktop in noVNC', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const user = await createAccount('SUPER');
  const minted = await api('GET', '/api/user/token/', undefined, user.access);
  const token = minted.body.detail as string;
  const pc = await api('POST', '/api/user/pc/', { name: 'Lab PC', token }, user.access);
  expect(pc.status).toBeLessThan(300);
  const pcId = pc.body.detail.id as number;

  const workspace = await mkdtemp(join(tmpdir(), 'ads-e2e-remote-ws-'));
  await mkdir(join(workspace, 'src'));
  await mkdir(join(workspace, 'launch'));
  await writeFile(join(workspace, 'src/main.cpp'), MAIN_CPP);
  await writeFile(
    join(workspace, 'CMakeLists.txt'),
    'cmake_minimum_required(VERSION 3.16)\nproject(demo CXX)\nadd_executable(demo src/main.cpp)\n',
  );
  await writeFile(
    join(workspace, 'launch/demo.launch'),
    '<launch>\n  <node pkg="demo" type="demo" name="demo"/>\n</launch>\n',
  );
  await writeFile(join(workspace, 'README.md'), '# Demo\n\nA workspace for the remote IDE.\n');
  await writeFile(join(workspace, 'map.pcd'), Buffer.from([0x50, 0x43, 0x44, 0x00, 0xff, 0x01]));
  const agentData = await mkdtemp(join(tmpdir(), 'ads-e2e-remote-agent-'));
  const agent = startAgent(baseURL, token, agentData, ['--workspace', workspace, '--desktop']);
  let window: ChildProcess | undefined;
  const said: string[] = [];
  page.on('console', (message) => said.push(`${message.type()}: ${message.text()}`));
  try {
    await signInAs(page, user, '/remote');
    const card = page.getByRole('region', { name: 'Lab PC' });
    await expect(card.getByText('Online')).toBeVisible({ timeout: 30_000 });
    await expect(card.getByRole('link', { name: 'Code' })).toHaveAttribute(
      'href',
      `/remote/code?pc=${pcId}`,
    );
    await expect(card.getByRole('link', { name: 'Screen' })).toHaveAttribute(
      'href',
      `/remote/screen?pc=${pcId}`,
    );
    await shot(page, 'remote-pcs');

    // ---- Code: open, edit, save; the bytes are on the PC's disk.
    await page.goto(`/remote/code?pc=${pcId}`);
    await expect(page.getByText(`Workspace ${workspace}`)).toBeVisible({ timeout: 30_000 });
    const tree = page.getByRole('tree', { name: 'Workspace files' });
    await tree.getByRole('button', { name: 'src' }).click();
    await tree.getByRole('button', { name: 'main.cpp' }).click();
    const lines = page.locator('.monaco-editor .view-lines');
    await expect(lines).toContainText('return 0;');
    await lines.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type('// edited in the browser');
    const tab = page.getByRole('tab', { name: /main\.cpp/ });
    await expect(tab.getByLabel('unsaved')).toBeVisible();
    await page.keyboard.press('Control+s');
    await expect(tab.getByLabel('unsaved')).toHaveCount(0);
    const saved = `${MAIN_CPP}// edited in the browser`;
    expect(await readFile(join(workspace, 'src/main.cpp'), 'utf8')).toBe(saved);

    // A change made on the PC meanwhile is not overwritten silently.
    await writeFile(join(workspace, 'src/main.cpp'), `${saved}\n// changed on the PC\n`);
    await lines.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type(' again');
    await page.keyboard.press('Control+s');
    const conflict = page.getByRole('dialog', {
      name: 'The file changed on the PC since you opened it',
    });
    await expect(conflict).toBeVisible();
    await conflict.getByRole('button', { name: 'Reload from PC' }).click();
    await expect(lines).toContainText('// changed on the PC');
    await expect(tab.getByLabel('unsaved')).toHaveCount(0);

    // A binary file opens read-only, and says so.
    await tree.getByRole('button', { name: 'map.pcd' }).click();
    await expect(page.getByText('This file is binary: it opens read-only.')).toBeVisible();
    await page.getByRole('button', { name: 'Close map.pcd' }).click();
    await tree.getByRole('button', { name: 'main.cpp' }).click();

    // ---- The tree: a new file in the selected file's folder, saved, renamed, deleted.
    await page.getByRole('button', { name: 'New file' }).click();
    const naming = page.getByRole('dialog', { name: 'New file' });
    await naming.getByLabel('Name in src').fill('talker.py');
    await naming.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByRole('tab', { name: /talker\.py/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await lines.click();
    await page.keyboard.type("print('hi')");
    await page.keyboard.press('Control+s');
    await expect.poll(() => readFile(join(workspace, 'src/talker.py'), 'utf8')).toBe("print('hi')");
    await page.getByRole('button', { name: 'Rename' }).click();
    const renaming = page.getByRole('dialog', { name: 'Rename src/talker.py' });
    await renaming.getByLabel('New name').fill('listener.py');
    await renaming.getByRole('button', { name: 'Rename' }).click();
    await expect(tree.getByRole('button', { name: 'listener.py' })).toBeVisible();
    expect(await readFile(join(workspace, 'src/listener.py'), 'utf8')).toBe("print('hi')");
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    // While a dialog is open (or closing) MUI hides the rest of the page from the accessibility
    // tree, so the tree's rows count 0 before the delete has even reached the PC: wait for the
    // dialog to go, then for the row.
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(tree.getByRole('button', { name: 'listener.py' })).toHaveCount(0);
    await expect(readFile(join(workspace, 'src/listener.py'))).rejects.toThrow();

    // ---- Search: the agent finds the line, a click opens the file there.
    await page.getByRole('tab', { name: 'Search' }).click();
    await page.getByRole('textbox', { name: 'Search in files' }).fill('add_executable');
    await page.keyboard.press('Enter');
    const results = page.getByRole('list', { name: 'Search results' });
    await results.getByRole('button', { name: /CMakeLists\.txt:3/ }).click();
    await expect(page.getByRole('tab', { name: /CMakeLists\.txt/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(lines).toContainText('add_executable');
    await shot(page, 'remote-code-search');
    await page.getByRole('tab', { name: 'Files' }).click();

    // ---- Terminal: a real shell on the PC.
    const terminal = page.getByTestId('terminal');
    // The shell's prompt (`$`, or `#` for root) says it is ready for input.
    await expect(terminal.locator('.xterm-rows')).toContainText(/[$#]/, { timeout: 30_000 });
    await terminal.click();
    await page.keyboard.type('echo $((6*7))\n');
    await expect(terminal.locator('.xterm-rows > div', { hasText: /^42\s*$/ })).toBeVisible();
    // "+" opens another shell beside it.
    await page.getByRole('button', { name: 'New terminal' }).click();
    await expect(page.getByRole('tab', { name: /Shell 2/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByTestId('terminal').nth(1).locator('.xterm-rows')).toContainText(/[$#]/, {
      timeout: 30_000,
    });
    await page.getByRole('tab', { name: /Shell 1/ }).click();
    await shot(page, 'remote-code');

    // ---- Screen: the agent's virtual desktop, an xterm window on it, a click that reaches it.
    await page.goto(`/remote/screen?pc=${pcId}`);
    const via = page.getByText(/via virtual desktop :\d+/);
    await expect(via).toBeVisible({ timeout: 30_000 });
    const display = /:(\d+)/.exec((await via.textContent()) ?? '')![1]!;
    await expect(page.getByText('Control')).toBeVisible();
    const clicked = join(agentData, 'clicked');
    // The window turns on xterm's mouse reporting and records the first click's bytes.
    const script =
      "printf 'ADS remote desktop\\n'; printf '\\033[?1000h'; stty raw -echo; " +
      `dd bs=1 count=6 of='${clicked}' 2>/dev/null; printf '\\033[?1000l'; stty sane; ` +
      "echo 'clicked'; sleep 600";
    window = spawn(
      'xterm',
      [
        '-display',
        `:${display}`,
        '-geometry',
        '80x20+40+40',
        '-bg',
        '#f5f5dc',
        '-fg',
        'black',
        '-e',
        'sh',
        '-c',
        script,
      ],
      { stdio: 'ignore' },
    );
    // Not blank: the xterm window's background is drawn on the desktop's black.
    await expect.poll(() => canvasColours(page), { timeout: 30_000 }).toContain(BEIGE);
    expect(await canvasColours(page)).toContain(0x000000);
    const canvas = page.getByTestId('remote-screen').locator('canvas');
    const box = (await canvas.boundingBox())!;
    const scale = box.width / 1280;
    await page.mouse.click(box.x + 200 * scale, box.y + 120 * scale);
    await expect
      .poll(
        () =>
          readFile(clicked)
            .then((bytes) => bytes.subarray(0, 3).toString('latin1'))
            .catch(() => ''),
        { timeout: 15_000 },
      )
      .toBe('\u001b[M');
    await shot(page, 'remote-screen');

    // ---- A second viewer (an admin) watches view-only once the holder allows it.
    const admin = await createAccount('SUPER');
    const watching = await browser.newContext({ baseURL });
    const watcher = await watching.newPage();
    await signInAs(watcher, admin, `/remote/screen?pc=${pcId}`);
    await expect(watcher.getByText(`Waiting for ${user.username} to let you watch…`)).toBeVisible();
    const ask = page.getByRole('dialog', { name: `${admin.username} asks to watch your screen` });
    await expect(ask).toBeVisible();
    await shot(page, 'remote-screen-ask');
    await ask.getByRole('button', { name: 'Allow' }).click();
    await expect(watcher.getByText('View-only')).toBeVisible({ timeout: 30_000 });
    await expect.poll(() => canvasColours(watcher), { timeout: 30_000 }).toContain(BEIGE);
    await shot(watcher, 'remote-screen-view-only');

    // ---- /remote lists who is on the PC now, and the audit.
    const overview = await page.context().newPage();
    await overview.goto('/remote');
    const open = overview.getByRole('list', { name: 'Sessions open on Lab PC' });
    await expect(open.getByText('View-only')).toBeVisible();
    await expect(open.getByText('Control')).toBeVisible();
    const audit = overview.getByRole('table', { name: 'Session audit' });
    // An administrator's audit holds every PC's sessions: count this PC's (named only for its
    // owner; others' read 'PC n').
    const ours = audit.getByRole('row').filter({ hasText: 'Lab PC' });
    await expect(ours.filter({ hasText: 'Code' })).toHaveCount(1);
    await expect(ours.filter({ hasText: 'Terminal' })).toHaveCount(2);
    await shot(overview, 'remote-pcs-sessions');
    await watching.close();
    // Monaco's workers came from the app's build (it says so when it falls back), nothing failed.
    expect(said.filter((line) => line.startsWith('error') || /web worker/i.test(line))).toEqual([]);
  } finally {
    window?.kill();
    await agent.stop();
  }
});
