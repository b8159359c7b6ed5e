import { ROUTES, type RecordDetail } from '@ads/contract';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import DownloadIcon from '@mui/icons-material/Download';
import ShareIcon from '@mui/icons-material/Share';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { call } from '../../../lib/api';
import { navigateTo } from '../../../lib/navigation';
import { notify } from '../../../lib/notify';
import { ConfirmDialog } from '../../../shell/ConfirmDialog';
import { useRefreshRecords } from '../api';
import { ShareDialog, absoluteUrl, copyLink } from './ShareDialog';
import { withTyped } from '../../../lib/i18n/typed';

/** Download, share (and revoke) and delete one record. */
export function RecordActions({ record, backTo }: { record: RecordDetail; backTo: string }) {
  const { t } = useTranslation(['statistics', 'common']);
  const navigate = useNavigate();
  const refresh = useRefreshRecords();
  const [busy, setBusy] = useState<'download' | 'share' | 'revoke' | 'delete' | null>(null);
  const [shareOpen, setShareOpen] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  // Undefined until this page shares or revokes: then its own answer wins over the cached record.
  const [shareUrl, setShareUrl] = useState<string | null | undefined>(undefined);
  const link = shareUrl === undefined ? record.share_url : shareUrl;

  const download = async () => {
    setBusy('download');
    const result = await call(ROUTES.recordDownloadLink, { params: { id: record.id } });
    setBusy(null);
    if (!result.success) return notify(result.message, 'error');
    // The link answers with the file as an attachment: the page stays where it is.
    navigateTo(result.detail.url);
  };

  const share = async () => {
    if (link) {
      setShareOpen(true);
      return;
    }
    setBusy('share');
    const result = await call(ROUTES.shareRecord, { params: { id: record.id } });
    setBusy(null);
    if (!result.success) return notify(result.message, 'error');
    setShareUrl(result.detail.url);
    setShareOpen(true);
    void copyLink(absoluteUrl(result.detail.url));
    void refresh();
  };

  const revoke = async () => {
    setBusy('revoke');
    const result = await call(ROUTES.unshareRecord, { params: { id: record.id } });
    setBusy(null);
    if (!result.success) return notify(result.message, 'error');
    notify(result.message ?? t('actions.revoked'), 'success');
    setShareUrl(null);
    setShareOpen(false);
    void refresh();
  };

  const remove = async () => {
    setConfirmDelete(false);
    setBusy('delete');
    const result = await call(ROUTES.deleteRecord, { params: { id: record.id } });
    setBusy(null);
    if (!result.success) return notify(result.message, 'error');
    notify(result.message ?? t('actions.deleted'), 'success');
    void refresh();
    void navigate(backTo);
  };

  // A fragment: the buttons join the header's row, so they wrap together on a phone.
  return (
    <>
      <Button
        variant="contained"
        startIcon={<DownloadIcon />}
        disabled={busy !== null}
        onClick={() => void download()}
      >
        {t('actions.download')}
      </Button>
      <Button
        variant="outlined"
        startIcon={<ShareIcon />}
        disabled={busy !== null}
        onClick={() => void share()}
      >
        {link ? t('actions.shared') : t('actions.share')}
      </Button>
      <Button
        variant="outlined"
        color="error"
        startIcon={<DeleteOutlinedIcon />}
        disabled={busy !== null}
        onClick={() => setConfirmDelete(true)}
      >
        {t('common:actions.delete')}
      </Button>
      <ShareDialog
        name={record.name}
        url={shareOpen ? link : null}
        busy={busy === 'revoke'}
        onRevoke={() => void revoke()}
        onClose={() => setShareOpen(false)}
      />
      <ConfirmDialog
        open={confirmDelete}
        text={withTyped(t('actions.confirm', { name: record.name }), record.name)}
        confirmLabel={t('common:actions.delete')}
        onConfirm={() => void remove()}
        onCancel={() => setConfirmDelete(false)}
      />
    </>
  );
}
