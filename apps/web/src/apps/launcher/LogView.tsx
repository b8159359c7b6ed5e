import { Box } from '@mui/material';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/** A module's recent log lines, scrolled to the newest one as a terminal would be. */
export function LogView({ title, lines }: { title: string; lines: string[] }) {
  const { t } = useTranslation('launcher');
  const box = useRef<HTMLPreElement>(null);
  useLayoutEffect(() => {
    const element = box.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [lines]);
  return (
    <Box
      ref={box}
      component="pre"
      aria-label={t('module.logView', { title })}
      sx={{
        mt: 1.5,
        mb: 0,
        p: 1.5,
        borderRadius: 1,
        bgcolor: 'grey.900',
        color: 'grey.100',
        fontFamily: 'monospace',
        fontSize: 12,
        maxHeight: 240,
        overflow: 'auto',
        whiteSpace: 'pre-wrap',
        wordBreak: 'break-all',
      }}
    >
      {lines.length ? lines.join('\n') : t('module.noLogs')}
    </Box>
  );
}
