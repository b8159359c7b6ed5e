import CreateNewFolderOutlinedIcon from '@mui/icons-material/CreateNewFolderOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import DriveFileRenameOutlineIcon from '@mui/icons-material/DriveFileRenameOutline';
import NoteAddOutlinedIcon from '@mui/icons-material/NoteAddOutlined';
import RefreshIcon from '@mui/icons-material/Refresh';
import { Box, IconButton, Stack, Tooltip } from '@mui/material';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../../lib/notify';
import { ConfirmDialog } from '../../../../shell/ConfirmDialog';
import type { RemoteSession } from '../../session/remote-session';
import { NameDialog } from './NameDialog';
import { TreeRows } from './TreeRows';
import { joinPath, parentOf, useTree } from './use-tree';
import { withTyped } from '../../../../lib/i18n/typed';

type Asking = { kind: 'file' | 'folder' | 'rename' } | { kind: 'delete' } | null;

function Action(props: {
  label: string;
  onClick(): void;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <Tooltip title={props.label}>
      <span>
        <IconButton
          size="small"
          aria-label={props.label}
          onClick={props.onClick}
          disabled={props.disabled}
        >
          {props.children}
        </IconButton>
      </span>
    </Tooltip>
  );
}

/**
 * The workspace's files, listed lazily, with create, rename and delete. New entries go into the
 * selected folder (or the selected file's folder, or the workspace).
 */
export function FileTree(props: {
  session: RemoteSession | null;
  onOpen(path: string): void;
  /** A path renamed or deleted: its tabs close. */
  onGone(path: string): void;
}) {
  const { t } = useTranslation('remote');
  const { session } = props;
  const tree = useTree(session);
  const [selected, setSelected] = useState<{ path: string; kind: 'file' | 'dir' } | null>(null);
  const [asking, setAsking] = useState<Asking>(null);
  const folder = selected
    ? selected.kind === 'dir'
      ? selected.path
      : parentOf(selected.path)
    : '';
  const nameOf = (path: string) => path.slice(path.lastIndexOf('/') + 1);

  /** Does one change on the PC, lists the folder again, and says whether it was done. */
  const run = async (work: () => Promise<unknown>, refreshed: string, failure: string) => {
    let done = true;
    try {
      await work();
    } catch (error) {
      done = false;
      const reason = error instanceof Error ? error.message : String(error);
      notify(t('tree.failure', { failure, reason }), 'error');
    }
    tree.expand(refreshed);
    return done;
  };

  const named = async (name: string) => {
    const kind = asking?.kind;
    setAsking(null);
    if (!session) return;
    if (kind === 'rename' && selected) {
      const from = selected.path;
      const to = joinPath(parentOf(from), name);
      const call = () => session.call('rename', { from, to });
      if (await run(call, parentOf(from), t('tree.notRenamed', { path: from }))) {
        props.onGone(from);
        setSelected({ path: to, kind: selected.kind });
      }
    } else if (kind === 'folder') {
      const path = joinPath(folder, name);
      if (await run(() => session.call('mkdir', { path }), folder, t('tree.folderNotMade'))) {
        setSelected({ path, kind: 'dir' });
      }
    } else if (kind === 'file') {
      const path = joinPath(folder, name);
      if (await run(() => session.call('create', { path }), folder, t('tree.fileNotMade'))) {
        setSelected({ path, kind: 'file' });
        props.onOpen(path);
      }
    }
  };

  const remove = async () => {
    setAsking(null);
    if (!session || !selected) return;
    const path = selected.path;
    if (
      await run(
        () => session.call('delete', { path }),
        parentOf(path),
        t('tree.notDeleted', { path }),
      )
    ) {
      props.onGone(path);
      setSelected(null);
    }
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: 1 }}>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', px: 1, py: 0.25, borderBottom: 1, borderColor: 'divider' }}
      >
        <Box sx={{ flex: 1 }} />
        <Action
          label={t('tree.newFile')}
          disabled={!session}
          onClick={() => setAsking({ kind: 'file' })}
        >
          <NoteAddOutlinedIcon fontSize="small" />
        </Action>
        <Action
          label={t('tree.newFolder')}
          disabled={!session}
          onClick={() => setAsking({ kind: 'folder' })}
        >
          <CreateNewFolderOutlinedIcon fontSize="small" />
        </Action>
        <Action
          label={t('tree.rename')}
          disabled={!selected}
          onClick={() => setAsking({ kind: 'rename' })}
        >
          <DriveFileRenameOutlineIcon fontSize="small" />
        </Action>
        <Action
          label={t('tree.delete')}
          disabled={!selected}
          onClick={() => setAsking({ kind: 'delete' })}
        >
          <DeleteOutlineIcon fontSize="small" />
        </Action>
        <Action label={t('tree.refresh')} disabled={!session} onClick={() => void tree.refresh('')}>
          <RefreshIcon fontSize="small" />
        </Action>
      </Stack>
      <Box sx={{ flex: 1, overflow: 'auto', py: 0.5 }}>
        {session && (
          <TreeRows
            tree={tree}
            folder=""
            depth={0}
            selected={selected?.path ?? null}
            onSelect={(path, kind) => {
              setSelected({ path, kind });
              if (kind === 'file') props.onOpen(path);
            }}
          />
        )}
      </Box>
      {asking && asking.kind !== 'delete' && (
        <NameDialog
          title={
            asking.kind === 'rename'
              ? t('tree.renameTitle', { path: selected?.path ?? '' })
              : asking.kind === 'file'
                ? t('tree.newFile')
                : t('tree.newFolder')
          }
          label={
            asking.kind === 'rename'
              ? t('tree.newName')
              : t('tree.nameIn', { folder: folder || t('tree.theWorkspace') })
          }
          initial={asking.kind === 'rename' && selected ? nameOf(selected.path) : ''}
          confirmLabel={asking.kind === 'rename' ? t('tree.rename') : t('tree.create')}
          onConfirm={(name) => void named(name)}
          onCancel={() => setAsking(null)}
        />
      )}
      <ConfirmDialog
        open={asking?.kind === 'delete'}
        text={withTyped(
          t(selected?.kind === 'dir' ? 'tree.confirmDeleteFolder' : 'tree.confirmDelete', {
            path: selected?.path ?? '',
          }),
          selected?.path,
        )}
        confirmLabel={t('tree.delete')}
        onConfirm={() => void remove()}
        onCancel={() => setAsking(null)}
      />
    </Box>
  );
}
