import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { serverText } from '../../../../lib/i18n';

/**
 * Someone saved the map after this edit started: the server's sentence, and the two ways on:
 * take their version (local edits dropped) or download this copy first to merge by hand.
 */
export function ConflictDialog(props: {
  message: string | null;
  onReload(): void;
  onExport(): void;
  onClose(): void;
}) {
  const { t } = useTranslation(['map', 'common']);
  return (
    <Dialog open={props.message !== null} onClose={props.onClose} aria-labelledby="conflict-title">
      <DialogTitle id="conflict-title">{t('conflict.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{props.message && serverText(props.message)}</DialogContentText>
        <DialogContentText sx={{ mt: 1.5 }}>{t('conflict.text')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{t('common:actions.close')}</Button>
        <Button onClick={props.onExport}>{t('conflict.export')}</Button>
        <Button variant="contained" onClick={props.onReload}>
          {t('conflict.reload')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
