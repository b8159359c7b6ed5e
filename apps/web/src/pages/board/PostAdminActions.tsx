import type { Post } from '@ads/contract';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { call } from '../../lib/api';
import { notify } from '../../lib/notify';
import { ConfirmDialog } from '../../shell/ConfirmDialog';
import type { BoardConfig } from './board-config';
import { useBoardCache } from './board-queries';
import { withTyped } from '../../lib/i18n/typed';

/** Edit and delete for admins; deleting asks first because it cannot be undone. */
export function PostAdminActions(props: { board: BoardConfig; post: Post; onEdit(): void }) {
  const { board, post } = props;
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const cache = useBoardCache(board);
  const navigate = useNavigate();
  const { t } = useTranslation(['board', 'common']);

  const remove = async () => {
    setConfirming(false);
    setDeleting(true);
    const result = await call(board.endpoints.remove, { params: { number: post.number } });
    setDeleting(false);
    if (!result.success) {
      notify(result.message, 'error');
      return;
    }
    notify(result.message ?? t('deleted'), 'success');
    await cache.removed(post.number);
    await navigate(board.path);
  };

  return (
    <Stack direction="row" spacing={1}>
      <Button size="small" startIcon={<EditOutlinedIcon />} onClick={props.onEdit}>
        {t('edit')}
      </Button>
      <Button
        size="small"
        color="error"
        startIcon={<DeleteOutlineIcon />}
        onClick={() => setConfirming(true)}
        disabled={deleting}
      >
        {t('common:actions.delete')}
      </Button>
      <ConfirmDialog
        open={confirming}
        text={withTyped(
          t(`${board.key}.confirmDelete`, { number: post.number, title: post.title }),
          post.title,
        )}
        confirmLabel={t('common:actions.delete')}
        onConfirm={() => void remove()}
        onCancel={() => setConfirming(false)}
      />
    </Stack>
  );
}
