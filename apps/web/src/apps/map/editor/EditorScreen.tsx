import type { MapVersionInfo } from '@ads/contract';
import type { MapFlavour } from '@ads/lanelet2';
import { Box } from '@mui/material';
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify';
import { saveFile } from '../../../lib/save-file';
import { ConfirmDialog } from '../../../shell/ConfirmDialog';
import { PageLoading } from '../../../shell/PageLoading';
import { fetchOsm, restoreVersion, saveOsm, useRefreshMaps } from '../api';
import { ConflictDialog } from './dialogs/ConflictDialog';
import { VersionsDialog } from './dialogs/VersionsDialog';
import { EditorHeader } from './EditorHeader';
import { SidePanel } from './side/SidePanel';
import { StatusBar } from './StatusBar';
import { ToolBar } from './ToolBar';
import { ToolOptions } from './tool-options/ToolOptions';
import { PointCloudControl } from './point-cloud/PointCloudControl';
import { usePointCloudGround } from './point-cloud/use-point-cloud-ground';
import { useEditorRevision } from './state/use-editor-revision';
import { useLeaveGuard } from '../../../shell/leave-guard';
import type { MapSession } from './state/use-map-session';
import { downloadLocal, osmFileName, useSave } from './state/use-save';
import { useShortcuts } from './state/use-shortcuts';
import { useValidation } from './state/use-validation';
import { withTyped } from '../../../lib/i18n/typed';

// maplibre (≈ 250 kB gzip) comes with the map itself, after the panels are on screen.
const EditorMap = lazy(() => import('./map/EditorMap'));

/** The editor fills the window below the top bar, whatever the top bar's height. */
function fillBelow(element: HTMLDivElement | null) {
  if (element) element.style.height = `calc(100dvh - ${element.getBoundingClientRect().top}px)`;
}

interface Question {
  text: string;
  confirmLabel: string;
  run(): void | Promise<void>;
}

/** An opened map: header, tools, the map with its options and status, and the side panels. */
export function EditorScreen(props: {
  session: MapSession;
  reload(): void;
  saved(summary: MapSession['summary'], revision: number): void;
}) {
  const { t } = useTranslation('map');
  const { session, reload, saved } = props;
  const { editor, summary } = session;
  const revision = useEditorRevision(editor);
  const dirty = revision !== session.savedRevision;
  const validation = useValidation(editor, session.flavour);
  const { save, saving, conflict, closeConflict } = useSave(session, saved);
  const saveNow = () => void save();
  useShortcuts(editor, saveNow);
  usePointCloudGround(editor);
  const blocker = useLeaveGuard(dirty);
  const refresh = useRefreshMaps();
  const [versionsOpen, setVersionsOpen] = useState(false);
  const [question, setQuestion] = useState<Question | null>(null);
  const dropped = dirty ? t('screen.dropped') : '';

  const exportMap = async (flavour: MapFlavour) => {
    try {
      if (dirty || summary.version === 0) {
        downloadLocal(editor, summary.name, flavour);
        return;
      }
      const { bytes } = await fetchOsm(summary.id, flavour, summary.version);
      saveFile(osmFileName(summary.name, flavour), bytes, 'application/xml');
    } catch (error) {
      notify(error instanceof Error ? error.message : t('screen.exportFailed'), 'error');
    }
  };

  const importFile = (file: File) =>
    setQuestion({
      text: t('screen.replace', {
        name: summary.name,
        file: file.name,
        next: summary.version + 1,
        dropped,
      }),
      confirmLabel: t('screen.replaceLabel'),
      run: async () => {
        const result = await saveOsm(summary.id, file, summary.version, {
          message: `Imported ${file.name}`,
        });
        if (!result.ok) return notify(result.message, 'error');
        notify(
          t('screen.importedAs', {
            version: result.version,
            errors: result.counts.error,
            warnings: result.counts.warning,
          }),
          result.counts.error ? 'warning' : 'success',
        );
        void refresh();
        reload();
      },
    });

  const restore = (version: MapVersionInfo) =>
    setQuestion({
      text: t('screen.restore', {
        version: version.version,
        name: summary.name,
        next: summary.version + 1,
        dropped,
      }),
      confirmLabel: t('screen.restoreLabel'),
      run: async () => {
        const result = await restoreVersion(summary.id, version.version, summary.version);
        if (!result.ok) return notify(result.message, 'error');
        notify(t('screen.restored', { version: version.version, next: result.version }), 'success');
        setVersionsOpen(false);
        void refresh();
        reload();
      },
    });

  return (
    <Box
      ref={fillBelow}
      sx={{
        height: 'calc(100dvh - 57px)',
        display: 'flex',
        flexDirection: 'column',
        minHeight: 480,
      }}
    >
      <EditorHeader
        name={summary.name}
        version={summary.version}
        dirty={dirty}
        saving={saving}
        counts={validation.counts}
        onSave={saveNow}
        onExport={(flavour) => void exportMap(flavour)}
        onImport={importFile}
        onVersions={() => setVersionsOpen(true)}
      />
      <Box sx={{ flex: 1, display: 'flex', minHeight: 0 }}>
        <ToolBar editor={editor} save={saveNow} dirty={dirty} />
        <Box sx={{ flex: 1, display: 'flex', flexDirection: 'column', minWidth: 0 }}>
          <Box sx={{ flex: 1, position: 'relative', minHeight: 0 }} data-testid="map-editor">
            <Suspense fallback={<PageLoading />}>
              <EditorMap editor={editor} findings={validation.findings} />
            </Suspense>
            <ToolOptions editor={editor} />
            <PointCloudControl editor={editor} />
          </Box>
          <StatusBar editor={editor} />
        </Box>
        <SidePanel
          editor={editor}
          findings={validation.findings}
          counts={validation.counts}
          validating={validation.validating}
        />
      </Box>
      <ConflictDialog
        message={conflict}
        onClose={closeConflict}
        onExport={() => downloadLocal(editor, summary.name, session.flavour)}
        onReload={() => {
          closeConflict();
          reload();
        }}
      />
      <VersionsDialog
        mapId={summary.id}
        open={versionsOpen}
        current={summary.version}
        onRestore={restore}
        onClose={() => setVersionsOpen(false)}
      />
      <ConfirmDialog
        open={question !== null}
        text={question?.text ?? ''}
        confirmLabel={question?.confirmLabel}
        onConfirm={() => {
          const asked = question;
          setQuestion(null);
          void asked?.run();
        }}
        onCancel={() => setQuestion(null)}
      />
      <ConfirmDialog
        open={blocker.state === 'blocked'}
        text={withTyped(
          t('screen.leave', { name: summary.name, version: summary.version }),
          summary.name,
        )}
        confirmLabel={t('screen.leaveLabel')}
        onConfirm={() => blocker.proceed?.()}
        onCancel={() => blocker.reset?.()}
      />
    </Box>
  );
}
