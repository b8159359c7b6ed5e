import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ConfirmDialog } from '../../shell/ConfirmDialog';

/**
 * Asks before deleting one item of a section. The item is kept after the prompt closes so its
 * text does not change while the dialog fades out.
 */
export function useDeletePrompt<T>(textOf: (item: T) => ReactNode, onDelete: (item: T) => void) {
  const { t } = useTranslation('common');
  const [item, setItem] = useState<T | null>(null);
  const [open, setOpen] = useState(false);
  const prompt = (
    <ConfirmDialog
      open={open}
      text={item === null ? '' : textOf(item)}
      confirmLabel={t('actions.delete')}
      onCancel={() => setOpen(false)}
      onConfirm={() => {
        setOpen(false);
        if (item !== null) onDelete(item);
      }}
    />
  );
  const ask = (next: T) => {
    setItem(next);
    setOpen(true);
  };
  return { ask, prompt };
}
