import { Container } from '@mui/material';
import { useParams } from 'react-router';
import { ErrorState, LoadingBlocks } from '../../shell/StateViews';
import { EditorScreen } from './editor/EditorScreen';
import { useMapSession } from './editor/state/use-map-session';

/** `/map/:id`: one map in the editor, once its current version is read. */
export default function MapEditorPage() {
  const id = Number(useParams().id);
  const { session, error, reload, saved } = useMapSession(id);
  if (!session) {
    return (
      <Container maxWidth="md" sx={{ py: 4 }}>
        {error ? <ErrorState error={error} onRetry={reload} /> : <LoadingBlocks count={2} />}
      </Container>
    );
  }
  // A reload makes a new model: the screen starts again with it (its hooks hold the old one).
  return <EditorScreen key={session.opening} session={session} reload={reload} saved={saved} />;
}
