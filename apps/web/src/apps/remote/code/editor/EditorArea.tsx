import CloseIcon from '@mui/icons-material/Close';
import Editor, { type OnMount } from '@monaco-editor/react';
import { Alert, Box, IconButton, Tab, Tabs, Typography } from '@mui/material';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ConflictDialog } from './ConflictDialog';
import { languageOf } from './languages';
import { monaco } from './monaco-setup';
import { type EditorTabs, modelUri } from './use-editor-tabs';

type CodeEditor = Parameters<OnMount>[0];

const nameOf = (path: string) => path.slice(path.lastIndexOf('/') + 1);

/** The centre of the code page: the open files as tabs (● unsaved) over one Monaco editor. */
export function EditorArea({ editor: tabs, dark }: { editor: EditorTabs; dark: boolean }) {
  const { t } = useTranslation('remote');
  const instance = useRef<CodeEditor | null>(null);
  const current = tabs.tabs.find((tab) => tab.path === tabs.active) ?? null;
  // The save command and the content listener are bound once; they read the latest state here.
  const latest = useRef(tabs);
  useLayoutEffect(() => {
    latest.current = tabs;
  });

  // Ctrl/Cmd+S saves the active file wherever the focus is (the tree, a tab), not the page.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
        event.preventDefault();
        const path = latest.current.active;
        if (path) void latest.current.save(path);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  // A search result opens its file at the line.
  const reveal = tabs.reveal;
  useEffect(() => {
    const editor = instance.current;
    if (!editor || !reveal || reveal.path !== tabs.active) return;
    if (editor.getModel()?.uri.toString() !== modelUri(reveal.path).toString()) return;
    editor.revealLineInCenter(reveal.line);
    editor.setPosition({ lineNumber: reveal.line, column: reveal.column });
    editor.focus();
    tabs.clearReveal();
  });

  const onMount: OnMount = (editor) => {
    instance.current = editor;
    editor.addCommand(monaco.KeyMod.CtrlCmd | monaco.KeyCode.KeyS, () => {
      const path = latest.current.active;
      if (path) void latest.current.save(path);
    });
    editor.onDidChangeModelContent(() => {
      const path = latest.current.active;
      if (path) latest.current.changed(path);
    });
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: 1 }}>
      <Tabs
        value={current ? current.path : false}
        onChange={(_, path: string) => tabs.setActive(path)}
        variant="scrollable"
        aria-label={t('code.openFiles')}
        sx={{ minHeight: 36, borderBottom: 1, borderColor: 'divider', flexShrink: 0 }}
      >
        {tabs.tabs.map((tab) => (
          <Tab
            key={tab.path}
            value={tab.path}
            title={tab.path}
            component="div"
            sx={{ minHeight: 36, py: 0, pr: 0.5, textTransform: 'none' }}
            label={
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                <span>{nameOf(tab.path)}</span>
                {tab.dirty && (
                  <Box
                    component="span"
                    aria-label={t('code.unsaved')}
                    sx={{ color: 'warning.main' }}
                  >
                    ●
                  </Box>
                )}
                <IconButton
                  size="small"
                  aria-label={t('code.close', { name: nameOf(tab.path) })}
                  onClick={(event) => {
                    event.stopPropagation();
                    tabs.close(tab.path);
                  }}
                >
                  <CloseIcon sx={{ fontSize: 14 }} />
                </IconButton>
              </Box>
            }
          />
        ))}
      </Tabs>
      {current?.notice && (
        <Alert severity="info" sx={{ borderRadius: 0, py: 0 }}>
          {current.notice}
        </Alert>
      )}
      <Box sx={{ flex: 1, minHeight: 0, position: 'relative' }}>
        {current ? (
          <Editor
            path={modelUri(current.path).toString()}
            language={languageOf(current.path)}
            theme={dark ? 'vs-dark' : 'vs'}
            onMount={onMount}
            options={{
              readOnly: current.readOnly,
              minimap: { enabled: false },
              fontSize: 13,
              automaticLayout: true,
              scrollBeyondLastLine: false,
            }}
          />
        ) : (
          <Box sx={{ display: 'grid', placeItems: 'center', height: '100%' }}>
            <Typography color="text.secondary">{t('code.noFile')}</Typography>
          </Box>
        )}
      </Box>
      <ConflictDialog
        path={tabs.conflict}
        onCancel={tabs.clearConflict}
        onReload={() => {
          if (tabs.conflict) void tabs.reload(tabs.conflict);
          tabs.clearConflict();
        }}
        onOverwrite={() => {
          if (tabs.conflict) void tabs.save(tabs.conflict, true);
          tabs.clearConflict();
        }}
      />
    </Box>
  );
}
