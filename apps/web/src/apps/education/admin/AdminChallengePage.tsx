import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Button, Container } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { PageHeader } from '../../../shell/PageHeader';
import { ErrorState, LoadingBlocks } from '../../../shell/StateViews';
import { useChallenge } from './api';
import { ChallengeEditor } from './ChallengeEditor';

function Back() {
  const { t } = useTranslation('education');
  return (
    <Button component={RouterLink} to="/education/admin" startIcon={<ArrowBackIcon />}>
      {t('admin.back')}
    </Button>
  );
}

/** `/education/admin/challenge/new` and `/education/admin/challenge/:id`: the form, queue, re-score. */
export default function AdminChallengePage() {
  const { t } = useTranslation('education');
  const { id: param } = useParams();
  const id = param === undefined ? 0 : Number(param);
  const isNew = param === undefined;
  const challenge = useChallenge(Number.isInteger(id) ? id : 0);

  return (
    <Container maxWidth="xl" sx={{ py: { xs: 3, sm: 4 } }}>
      {isNew ? (
        <>
          <PageHeader
            title={t('admin.newChallenge')}
            subtitle={t('admin.newSubtitle')}
            action={<Back />}
          />
          <ChallengeEditor />
        </>
      ) : !Number.isInteger(id) || id <= 0 ? (
        <ErrorState error={new Error(t('admin.badAddress'))} />
      ) : challenge.isPending ? (
        <LoadingBlocks count={4} height={96} />
      ) : challenge.isError ? (
        <>
          <PageHeader title={t('admin.challenge')} action={<Back />} />
          <ErrorState error={challenge.error} onRetry={() => void challenge.refetch()} />
        </>
      ) : (
        <>
          <PageHeader
            // The admin's own words, shown as written.
            title={<span translate="no">{challenge.data.title}</span>}
            subtitle={
              challenge.data.summary ? (
                <span translate="no">{challenge.data.summary}</span>
              ) : (
                t('admin.drivingChallenge')
              )
            }
            action={<Back />}
          />
          {/* Keyed by id: another challenge's address starts a form of its own. */}
          <ChallengeEditor key={challenge.data.id} challenge={challenge.data} />
        </>
      )}
    </Container>
  );
}
