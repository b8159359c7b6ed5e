import { Box, Stack } from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notify } from '../../../lib/notify';
import {
  type AdminChallenge,
  CallError,
  createChallenge,
  updateChallenge,
  useRememberChallenge,
} from './api';
import {
  type ChallengeDraft,
  bodyOf,
  draftOf,
  emptyDraft,
  reasonText,
  unplacedReasons,
  withoutReason,
} from './challenge-form';
import { EpisodesEditor } from './EpisodesEditor';
import { AboutFields, ScheduleFields } from './GeneralFields';
import { KindFields } from './KindFields';
import { LeaderboardSection } from './LeaderboardSection';
import { QueueSection } from './QueueSection';
import { RulesEditor } from './RulesEditor';
import { SaveCard } from './SaveCard';
import { DescriptionField, StarterField } from './TextFields';

export const FORM_ID = 'challenge-form';

/** Leaving with unsaved changes asks first (a reload or a closed tab would lose them). */
function useWarnOnLeave(dirty: boolean) {
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}

/**
 * A challenge's form (a new one when `challenge` is undefined) beside its save card, queue and
 * leaderboard. The draft lives here until the server takes it: a refused or failed save keeps
 * every field as typed and shows the server's reasons at the fields they name.
 */
export function ChallengeEditor({ challenge }: { challenge?: AdminChallenge }) {
  const { t } = useTranslation('education');
  const navigate = useNavigate();
  const remember = useRememberChallenge();
  const [saved, setSaved] = useState(challenge);
  const [base, setBase] = useState<ChallengeDraft>(() =>
    challenge ? draftOf(challenge) : emptyDraft(),
  );
  const [draft, setDraft] = useState<ChallengeDraft>(base);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const dirty = JSON.stringify(draft) !== JSON.stringify(base);
  useWarnOnLeave(dirty);

  // One function for the form's life, so the memoised parts redraw only for their own fields.
  const change = useCallback((patch: Partial<ChallengeDraft>, touched: string[]) => {
    setDraft((current) => ({ ...current, ...patch }));
    setErrors((current) => touched.reduce(withoutReason, current));
  }, []);

  const save = async () => {
    const built = bodyOf(draft);
    if (built.errors) {
      setErrors(built.errors);
      setMessage(t('admin.form.invalid'));
      return;
    }
    setSaving(true);
    try {
      const answer = saved
        ? await updateChallenge(saved.id, built.body)
        : await createChallenge(built.body);
      remember(answer);
      setErrors({});
      setMessage(null);
      notify(saved ? t('admin.form.saved') : t('admin.form.created'), 'success');
      if (!saved) {
        navigate(`/education/admin/challenge/${answer.id}`, { replace: true });
        return;
      }
      // What the server kept (trimmed text, its dates) becomes the form's new starting point.
      const next = draftOf(answer);
      setSaved(answer);
      setBase(next);
      setDraft(next);
    } catch (error) {
      const refused = error instanceof CallError ? error : null;
      setErrors(refused?.fields ?? {});
      setMessage(refused?.message ?? String(error));
    } finally {
      setSaving(false);
    }
  };

  const part = { draft, errors, change };
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        alignItems: 'start',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 380px' },
      }}
    >
      <Stack
        component="form"
        id={FORM_ID}
        noValidate
        aria-label={t('admin.form.label')}
        spacing={2}
        onSubmit={(event) => {
          event.preventDefault();
          if (!saving) void save();
        }}
        sx={{ minWidth: 0 }}
      >
        <KindFields {...part} saved={!!saved} />
        <AboutFields {...part} />
        <ScheduleFields {...part} />
        <RulesEditor {...part} />
        {draft.kind === 'driving' && <EpisodesEditor which="episodes" {...part} />}
        {draft.kind === 'driving' && <EpisodesEditor which="final_episodes" {...part} />}
        <DescriptionField {...part} />
        {draft.kind === 'driving' && <StarterField {...part} />}
      </Stack>
      <Stack
        spacing={2}
        sx={{
          // In view beside a long form; scrolled on its own when taller than the window.
          position: { lg: 'sticky' },
          top: { lg: 88 },
          maxHeight: { lg: 'calc(100vh - 104px)' },
          overflowY: { lg: 'auto' },
          order: { xs: -1, lg: 0 },
          minWidth: 0,
        }}
      >
        <SaveCard
          formId={FORM_ID}
          challenge={saved}
          dirty={dirty}
          saving={saving}
          message={message}
          reasons={unplacedReasons(errors, (reason) => reasonText(t, reason))}
        />
        {saved && <QueueSection challenge={saved} dirty={dirty} />}
        {saved && <LeaderboardSection challengeId={saved.id} />}
      </Stack>
    </Box>
  );
}
