import type { Page } from '@playwright/test';
import { sampleRoadNetwork, writeOsm } from '@ads/lanelet2';
import { baseURL } from './env';
import { type Account, api, createAccount, expect, shot, signInAs, test } from './fixtures';
import { type Language, expectOneLanguage } from './one-language';

// One language at a time (issue 30): HDMAP Builder's list (without and with a project, its new
// map dialog, an import's result) and its editor with a map loaded (a lanelet picked from the
// element list with its properties and tags beside the findings, a field's choices, the tools'
// tooltips and options, the export menu, the versions, a regulatory element), in Korean and in
// English. The map's and the project's names are Latin on purpose: what people typed is shown
// as typed, and only that may be Latin on a Korean page. SUPER: HDMAP Builder is off for every
// other role by default, and this spec leaves the studio's settings alone.

const PROJECT = 'Campus roads';
const MAP = 'K-City';

/** The words the walk finds its way by, in each language. */
const WORDS = {
  ko: {
    choose: '프로젝트를 선택하세요',
    projectButton: /^프로젝트: /,
    maps: '지도',
    newMap: '새 지도',
    findings: '검사 결과',
    fields: '레인렛 속성',
    tools: '도구',
    trafficLight: '신호등',
    line: '라인스트링',
    elements: '요소',
    filter: '필터',
    lanelet: '레인렛',
    export: '내보내기',
    versions: '버전',
    subtype: '세부 유형',
    show: '표시',
    regulatory: /^규제 요소 \(\d+\)$/,
    linked: '레인렛:',
  },
  en: {
    choose: 'Choose a project',
    projectButton: /^Project: /,
    maps: 'Maps',
    newMap: 'New map',
    findings: 'Findings',
    fields: 'Lanelet fields',
    tools: 'Tools',
    trafficLight: 'Traffic light',
    line: 'Line string',
    elements: 'Elements',
    filter: 'Filter',
    lanelet: 'Lanelet',
    export: 'Export',
    versions: 'Versions',
    subtype: 'subtype',
    show: 'Show',
    regulatory: /^Regulatory elements \(\d+\)$/,
    linked: 'Lanelets:',
  },
} as const;

async function setLanguage(account: Account, language: Language) {
  const answer = await api('PUT', '/api/user/language/', { language }, account.access);
  expect(answer.status).toBeLessThan(300);
}

/** The sample road network with a few defects, so that the findings have some to show. */
function defectiveSample(): { xml: string; lanelet: number } {
  const { doc, projector } = sampleRoadNetwork();
  const lanelets = [...doc.relations.values()].filter(
    (relation) => relation.tags.type === 'lanelet',
  );
  delete lanelets[0]!.tags.location;
  delete lanelets[1]!.tags.subtype;
  return { xml: writeOsm(doc, projector, 'lanelet2'), lanelet: lanelets[0]!.id };
}

async function importSample(account: Account, projectId: number): Promise<number> {
  const created = await api(
    'POST',
    '/api/map/',
    { project_id: projectId, name: MAP },
    account.access,
  );
  expect(created.status, JSON.stringify(created.body)).toBeLessThan(300);
  const { xml, lanelet } = defectiveSample();
  const saved = await fetch(`${baseURL}/api/map/${created.body.detail.id}/osm`, {
    method: 'PUT',
    headers: { 'content-type': 'application/xml', authorization: `Bearer ${account.access}` },
    body: xml,
  });
  expect(saved.status, await saved.clone().text()).toBe(200);
  return lanelet;
}

async function walk(page: Page, account: Account, language: Language, lanelet: number) {
  const words = WORDS[language];
  await signInAs(page, account, '/map');

  // The list: no project chosen yet, then the project's maps.
  const table = page.getByRole('table', { name: words.maps });
  await expect(page.getByRole('heading', { name: words.choose })).toBeVisible();
  await expectOneLanguage(page, language, '/map without a project');
  await shot(page, `lang-map-choose-${language}`);
  await page.getByRole('button', { name: words.projectButton }).click();
  await page.getByRole('menuitem', { name: new RegExp(PROJECT) }).click();
  await expect(table.getByRole('row', { name: MAP, exact: true })).toBeVisible();
  await expectOneLanguage(page, language, '/map');
  await shot(page, `lang-map-list-${language}`);

  await page.getByRole('button', { name: words.newMap }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectOneLanguage(page, language, 'the new map dialog');
  await shot(page, `lang-map-new-${language}`);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  // An import through the page: what it found, its findings listed.
  await page.locator('input[type="file"]').setInputFiles({
    name: `import-${language}.osm`,
    mimeType: 'application/xml',
    buffer: Buffer.from(defectiveSample().xml),
  });
  await expect(page.getByTestId('import-summary')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('dialog').getByRole('list', { name: words.findings })).toBeVisible();
  await expectOneLanguage(page, language, 'the import result');
  await shot(page, `lang-map-import-${language}`);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  // The editor: the lanelet without `location` picked from the element list, then its
  // properties beside the findings.
  await table.getByRole('link', { name: MAP, exact: true }).click();
  const canvas = page.getByTestId('map-editor-canvas');
  await expect(canvas).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
  const findings = page.getByTestId('findings');
  await expect(findings).toHaveAttribute('data-validating', 'false', { timeout: 30_000 });
  await expect(findings).toHaveAttribute('data-codes', /missing_location/);
  await page.getByRole('tab', { name: words.elements }).click();
  await page.getByRole('textbox', { name: words.filter }).fill(String(lanelet));
  await page
    .getByRole('tabpanel', { name: words.elements })
    .getByRole('button', { name: new RegExp(`^${words.lanelet} ${lanelet}(?!\\d)`) })
    .click();
  await expect(page.getByRole('group', { name: words.fields })).toBeVisible();
  await expectOneLanguage(page, language, 'the element list with a lanelet selected');
  await shot(page, `lang-map-elements-${language}`);
  await page.getByRole('tab', { name: new RegExp(`^${words.findings}`) }).click();
  await expect(findings).toBeVisible();
  await expectOneLanguage(page, language, 'the editor with a lanelet selected');
  await shot(page, `lang-map-editor-${language}`);

  // A lanelet field's choices (the tag's values, kept as they are).
  await page.getByRole('combobox', { name: words.subtype }).click();
  await expect(page.getByRole('listbox')).toBeVisible();
  await expectOneLanguage(page, language, "a lanelet field's choices");
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toBeHidden();

  // The tools: a tooltip, then a tool with options.
  const tools = page.getByRole('toolbar', { name: words.tools });
  await tools.getByRole('button', { name: words.trafficLight, exact: true }).hover();
  await expect(page.getByRole('tooltip')).toBeVisible();
  await expectOneLanguage(page, language, "a tool's tooltip");
  await tools.getByRole('button', { name: words.line, exact: true }).click();
  await expect(page.getByTestId('tool-options')).toContainText(words.line);
  await page.mouse.move(720, 450);
  await expectOneLanguage(page, language, 'the line string tool');
  await shot(page, `lang-map-tool-${language}`);
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: words.export }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expectOneLanguage(page, language, 'the export menu');
  await shot(page, `lang-map-export-${language}`);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();

  await page.getByRole('button', { name: words.versions }).click();
  await expect(page.getByRole('table', { name: words.versions })).toBeVisible();
  await expectOneLanguage(page, language, 'the versions');
  await shot(page, `lang-map-versions-${language}`);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  // A regulatory element picked from the element list: its links, members and users.
  await page.getByRole('tab', { name: words.elements }).click();
  await page.getByRole('combobox', { name: words.show }).click();
  await page.getByRole('option', { name: words.regulatory }).click();
  const elements = page.getByRole('tabpanel', { name: words.elements });
  await elements.getByRole('textbox', { name: words.filter }).fill('');
  await elements.getByRole('listitem').first().getByRole('button').click();
  await expect(page.getByTestId('properties')).toContainText(words.linked);
  await expectOneLanguage(page, language, 'a regulatory element selected');
  await shot(page, `lang-map-regulatory-${language}`);
}

test.describe('HDMAP Builder in one language', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  // One test a language, each with an account of its own: both walks start without a project
  // chosen (the choice is kept on the server per account).
  for (const language of ['ko', 'en'] as const) {
    test(`the maps, and a map in the editor with its panels and tools, in ${language}`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const user = await createAccount('SUPER');
      const project = await api(
        'POST',
        '/api/project/',
        { title: PROJECT, vehicle: '' },
        user.access,
      );
      expect(project.status).toBe(201);
      const lanelet = await importSample(user, project.body.detail.id as number);
      await setLanguage(user, language);
      await walk(page, user, language, lanelet);
    });
  }
});
