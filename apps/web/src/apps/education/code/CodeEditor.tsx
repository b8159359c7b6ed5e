import Editor from '@monaco-editor/react';
import { Box, CircularProgress, useTheme } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { monaco } from '../../../lib/code-editor/monaco-setup';
import { CONTROLLER_TYPES } from './controller-types';

// Declared once per page load: the types the editor offers for `@param {Observation} obs`.
monaco.typescript.javascriptDefaults.addExtraLib(
  CONTROLLER_TYPES,
  'file:///education/controller.d.ts',
);

/**
 * The controller's code in Monaco (bundled, lib/code-editor). This module is loaded only by
 * a challenge's code tab, so Monaco comes with it and with nothing else.
 */
export default function CodeEditor(props: {
  challenge: number;
  value: string;
  onChange(value: string): void;
}) {
  const { t } = useTranslation('education');
  const dark = useTheme().palette.mode === 'dark';
  return (
    // Code, in no language of ours (Monaco's own screen-reader words are its own, in English).
    <Box
      data-testid="code-editor"
      translate="no"
      sx={{ height: 380, border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}
    >
      <Editor
        path={`file:///education/challenge-${props.challenge}/controller.js`}
        language="javascript"
        theme={dark ? 'vs-dark' : 'vs'}
        value={props.value}
        onChange={(value) => props.onChange(value ?? '')}
        loading={<CircularProgress size={24} aria-label={t('code.loadingEditor')} />}
        options={{
          minimap: { enabled: false },
          fontSize: 13,
          lineNumbersMinChars: 3,
          wordWrap: 'on',
          tabSize: 2,
          automaticLayout: true,
          scrollBeyondLastLine: false,
          ariaLabel: t('code.editor'),
        }}
      />
    </Box>
  );
}
