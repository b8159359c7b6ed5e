import { TextField } from '@mui/material';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Section } from '../../../shell/Section';
import { type FormPart, reasonProps, samePart } from './challenge-form';

/** The studio's monospace stack: code reads in columns, and `_` stays visible. */
const MONO_FONT = 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace';

/** The challenge page's text, in Markdown as learners will read it. */
export const DescriptionField = memo(
  function DescriptionField({ draft, errors, change }: FormPart) {
    const { t } = useTranslation('education');
    return (
      <Section title={t('admin.text.description')}>
        <TextField
          fullWidth
          multiline
          minRows={8}
          maxRows={30}
          label={t('admin.text.descriptionLabel')}
          name="description"
          value={draft.description}
          onChange={(event) => change({ description: event.target.value }, ['description'])}
          {...reasonProps(t, errors, 'description', t('admin.text.descriptionHint'))}
          slotProps={{ htmlInput: { maxLength: 20_000, translate: 'no' } }}
        />
      </Section>
    );
  },
  samePart(['description']),
);

/**
 * The code learners start from, in a plain monospace text area: the shared code editor is on
 * its way to src/lib (another change), and a text area keeps this page free of Monaco's weight.
 */
export const StarterField = memo(
  function StarterField({ draft, errors, change }: FormPart) {
    const { t } = useTranslation('education');
    return (
      <Section title={t('admin.text.starter')}>
        <TextField
          fullWidth
          multiline
          minRows={14}
          maxRows={40}
          label={t('admin.text.starterLabel')}
          name="starter"
          value={draft.starter}
          onChange={(event) => change({ starter: event.target.value }, ['starter'])}
          {...reasonProps(
            t,
            errors,
            'starter',
            // Code, the same in every language.
            <code translate="no">
              {'export default function control(obs) → { throttle, brake, steering }'}
            </code>,
          )}
          slotProps={{
            htmlInput: {
              maxLength: 50_000,
              spellCheck: false,
              autoCapitalize: 'off',
              translate: 'no',
            },
            input: { sx: { fontFamily: MONO_FONT, fontSize: 13, lineHeight: 1.55 } },
          }}
        />
      </Section>
    );
  },
  samePart(['starter']),
);
