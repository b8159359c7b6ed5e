import type { ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText } from '@mui/material';
import { useTranslation } from 'react-i18next';

export interface ConfirmDialogProps {
  open: boolean;
  /** The question; a node when it names what people typed (`<span translate="no">`). */
  text: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  onConfirm(): void;
  onCancel(): void;
}

/** A yes/no question; the text is the caller's, word for word. */
export function ConfirmDialogView(props: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={props.open} onClose={props.onCancel} aria-describedby="confirm-text">
      <DialogContent>
        <DialogContentText id="confirm-text">{props.text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onCancel}>{props.cancelLabel ?? t('actions.cancel')}</Button>
        <Button onClick={props.onConfirm} variant="contained" autoFocus>
          {props.confirmLabel ?? t('actions.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
