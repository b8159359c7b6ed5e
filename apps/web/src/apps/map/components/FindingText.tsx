import type { MapFinding } from '@ads/lanelet2';
import { Box } from '@mui/material';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { currentLanguage, serverText } from '../../../lib/i18n';

/**
 * A finding's sentence in the language shown. The validator speaks English (packages/lanelet2,
 * on the server and in the editor's worker); a Korean screen shows the Korean of the sentences
 * it knows (locales/ko/server-map.ts), else the Korean line of the finding's code: never the
 * English one.
 */
export function findingSentence(finding: MapFinding, t: TFunction<'map'>): string {
  if (currentLanguage() === 'en') return finding.message;
  const known = serverText(finding.message);
  if (known !== finding.message) return known;
  const key = `codes.${finding.code}`;
  return t(key as 'codes.missing_ele', { defaultValue: '' }) || finding.message;
}

/** The sentence as a label or tooltip reads it: the backticks around tag names dropped. */
export const plainSentence = (sentence: string) => sentence.replace(/`/g, '');

/** A sentence with its `tag names` in a code font, kept as they are in either language. */
export function CodeSentence(props: { text: string }) {
  const parts = props.text.split('`');
  // English sentences are shown as the validator wrote them, backticks and all.
  if (currentLanguage() === 'en' || parts.length < 3) return <>{props.text}</>;
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <Box
            key={index}
            component="code"
            translate="no"
            sx={{
              fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
              fontSize: '0.92em',
            }}
          >
            {part}
          </Box>
        ) : (
          part
        ),
      )}
    </>
  );
}

/** A finding's sentence, its tag names as code. */
export function FindingText(props: { finding: MapFinding }) {
  const { t } = useTranslation('map');
  return <CodeSentence text={findingSentence(props.finding, t)} />;
}
