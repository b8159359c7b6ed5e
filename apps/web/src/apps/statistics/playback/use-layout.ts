import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverText } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { useUserSetting } from '../../../lib/user-settings';
import {
  type IndexedTopic,
  type PlaybackLayout,
  defaultLayout,
  fitLayout,
  parseLayout,
} from './layout';
import type { PlaybackTopic } from './protocol';

/** Saves wait this long after the last change (a few quick changes are one write). */
const SAVE_AFTER_MS = 600;

/**
 * The user's playback layout: the one saved for the account (any record), fitted to this
 * record's topics, or the default for this record when none is saved. A change shows at once
 * and is saved shortly after; "reset" forgets the saved one.
 */
export function usePlaybackLayout(
  topics: readonly PlaybackTopic[],
  indexed: readonly IndexedTopic[],
  hasRoute: boolean,
  /** Whether changes are saved for the account: not for a visitor of a share link. */
  keep = true,
) {
  const { t } = useTranslation('statistics');
  const setting = useUserSetting('playback.layout');
  const [edited, setEdited] = useState<PlaybackLayout | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const saved = useMemo(
    () => (setting.value === undefined ? null : parseLayout(setting.value)),
    [setting.value],
  );
  const layout = useMemo(
    () =>
      edited ??
      (saved ? fitLayout(saved, topics, indexed) : defaultLayout(topics, indexed, hasRoute)),
    [edited, saved, topics, indexed, hasRoute],
  );

  const save = (value: PlaybackLayout | null) => {
    clearTimeout(timer.current);
    if (!keep) return;
    timer.current = setTimeout(() => {
      void setting.save(value).then((refused) => {
        if (refused)
          notify(t('playback.layoutNotSaved', { reason: serverText(refused) }), 'warning');
      });
    }, SAVE_AFTER_MS);
  };

  return {
    layout,
    /** Whether the saved layout is still being read (the default would flash meanwhile). */
    reading: setting.isPending,
    /** Whether this layout is the user's own (saved or changed here), not the default. */
    own: edited !== null || saved !== null,
    change(next: PlaybackLayout) {
      setEdited(next);
      save(next);
    },
    reset() {
      clearTimeout(timer.current);
      setEdited(null);
      // At once: the cached value goes now, so the default shows rather than the old layout.
      if (keep) void setting.save(null);
    },
  };
}
