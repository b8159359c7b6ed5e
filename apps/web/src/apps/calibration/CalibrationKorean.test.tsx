import { cleanup, render } from '@testing-library/react';
import { Trans } from 'react-i18next';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { ALLOWED_LATIN, otherLanguageText } from '../../lib/i18n/other-language';
import { PairList } from './lidar/PairList';

// Issue 32's words on a Korean page (the e2e walk, languages-calibration.spec.ts, reads the
// whole tab): the rational lens model's name is code (translate="no"), the fix-k3 tip and the
// outliers' words are Korean, k5 and k6 are parameters as the field writes them.
beforeAll(async () => {
  await i18n.loadNamespaces('calibration');
  await i18n.changeLanguage('ko');
});
afterAll(() => i18n.changeLanguage('en'));
afterEach(cleanup);

const foreign = (root: Element) =>
  otherLanguageText({ language: 'ko', allowed: ALLOWED_LATIN, root });
const t = i18n.getFixedT('ko', 'calibration');

describe('issue 32 in Korean', () => {
  it('names the lens models and tips the fix-k3 box without English', () => {
    const { container } = render(
      <div>
        {(['images.pinhole', 'images.rational', 'images.fisheye', 'result.rational'] as const).map(
          (key) => (
            <p key={key}>
              <Trans t={t} i18nKey={key} components={[<span translate="no" key="code" />]} />
            </p>
          ),
        )}
        <label title={t('images.fixK3Tip')}>{t('images.fixK3')}</label>
        <p>k1 k2 p1 p2 k3 k4 k5 k6</p>
      </div>,
    );
    expect(container.textContent).toContain('광각 핀홀 (rational_polynomial)');
    expect(foreign(container)).toEqual([]);
  });

  it('marks an outlier pair and says which pairs were left out, in Korean', () => {
    const { container } = render(
      <div>
        <PairList
          pairs={[{ id: 'a', capture: 'c', point: [5, 0, 0], pixel: [10, 20] }]}
          residuals={new Map([['a', 37.25]])}
          outliers={new Set(['a'])}
          captureNumber={() => 1}
          onRemove={() => undefined}
          onClear={() => undefined}
        />
        <p>{t('lidar.result.outliers', { count: 2, pairs: '4, 9', threshold: '2.0' })}</p>
      </div>,
    );
    expect(container.textContent).toContain('37.25 px · 이상치, 제외됨');
    expect(foreign(container)).toEqual([]);
  });
});
