import { i18n } from '../../../../lib/i18n';
import { notify } from '../../../../lib/notify';
import { EditError } from '../../model/editor-api';

/**
 * Runs an edit; one that cannot be done says why in a snackbar (the model's sentence) and
 * changes nothing. An unexpected failure is told too, but never takes the editor down.
 */
export function attempt<T>(run: () => T): T | undefined {
  try {
    return run();
  } catch (error) {
    if (error instanceof EditError) notify(error.message, 'warning');
    else
      notify(
        i18n.t('map:screen.notDone', {
          reason: error instanceof Error ? error.message : String(error),
        }),
        'error',
      );
    return undefined;
  }
}
