import type { ConfirmDialogProps } from './ConfirmDialogView';
import { onDemand } from './on-demand';

/**
 * A yes/no question; the text is the caller's, word for word. The route guard and the area
 * switcher carry it on every page, so MUI's Dialog loads when a question is first asked.
 */
export const ConfirmDialog = onDemand<ConfirmDialogProps>(() =>
  import('./ConfirmDialogView').then((m) => m.ConfirmDialogView),
);
