import type { Language } from '@ads/contract';
import { i18n } from '../../../lib/i18n';
import type { EduT } from './edu-t';

/** The education catalogue's `t` in `language`, loaded as the app's first page loads it. */
export async function educationT(language: Language): Promise<EduT> {
  await i18n.loadNamespaces('education');
  await i18n.loadLanguages(language);
  return i18n.getFixedT(language, 'education');
}
