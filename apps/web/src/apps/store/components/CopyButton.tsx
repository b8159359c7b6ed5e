import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { IconButton, Tooltip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify';

/** Copies a value (a digest, a pull command) to the clipboard and says so. */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation('store');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      notify(t('copied'), 'success');
    } catch {
      notify(t('notCopied'), 'warning');
    }
  };
  return (
    <Tooltip title={label}>
      <IconButton size="small" aria-label={label} onClick={() => void copy()}>
        <ContentCopyIcon sx={{ fontSize: 16 }} />
      </IconButton>
    </Tooltip>
  );
}
