import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Button, Container } from '@mui/material';
import { Link as RouterLink, useParams } from 'react-router';
import { PageHeader } from '../../../shell/PageHeader';
import { ErrorState, LoadingBlocks } from '../../../shell/StateViews';
import { useChallenge } from './api';
import { ChallengeEditor } from './ChallengeEditor';

const back = (
  <Button component={RouterLink} to="/education/admin" startIcon={<ArrowBackIcon />}>
    All challenges
  </Button>
);

/** `/education/admin/challenge/new` and `/education/admin/challenge/:id`: the form, queue, re-score. */
export default function AdminChallengePage() {
  const { id: param } = useParams();
  const id = param === undefined ? 0 : Number(param);
  const isNew = param === undefined;
  const challenge = useChallenge(Number.isInteger(id) ? id : 0);

  return (
    <Container maxWidth="xl" sx={{ py: { xs: 3, sm: 4 } }}>
      {isNew ? (
        <>
          <PageHeader
            title="New challenge"
            subtitle="Saved as a draft until you open it"
            action={back}
          />
          <ChallengeEditor />
        </>
      ) : !Number.isInteger(id) || id <= 0 ? (
        <ErrorState error={new Error('This address names no challenge.')} />
      ) : challenge.isPending ? (
        <LoadingBlocks count={4} height={96} />
      ) : challenge.isError ? (
        <>
          <PageHeader title="Challenge" action={back} />
          <ErrorState error={challenge.error} onRetry={() => void challenge.refetch()} />
        </>
      ) : (
        <>
          <PageHeader
            title={challenge.data.title}
            subtitle={challenge.data.summary || 'A driving challenge'}
            action={back}
          />
          {/* Keyed by id: another challenge's address starts a form of its own. */}
          <ChallengeEditor key={challenge.data.id} challenge={challenge.data} />
        </>
      )}
    </Container>
  );
}
