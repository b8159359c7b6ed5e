import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useTranslation } from 'react-i18next';

/** A save refused because the file changed on the PC: the user chooses, nothing is lost silently. */
export function ConflictDialog(props: {
  path: string | null;
  onOverwrite(): void;
  onReload(): void;
  onCancel(): void;
}) {
  const { t } = useTranslation('remote');
  return (
    <Dialog open={props.path !== null} onClose={props.onCancel} aria-labelledby="conflict-title">
      <DialogTitle id="conflict-title">{t('code.conflict.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('code.conflict.text', { path: props.path })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onCancel}>{t('code.conflict.cancel')}</Button>
        <Button onClick={props.onReload}>{t('code.conflict.reload')}</Button>
        <Button onClick={props.onOverwrite} variant="contained" color="warning">
          {t('code.conflict.overwrite')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
