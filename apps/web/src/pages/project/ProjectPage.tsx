import { Container } from '@mui/material';
import { usePcs, useProjects } from '../../lib/queries';
import { PcSection } from './pcs/PcSection';
import { ProjectSection } from './projects/ProjectSection';

/** How often the open page asks again whether each PC's agent is online. */
export const PRESENCE_REFRESH_MS = 10_000;

/** /project: the user's projects and registered PCs (DESIGN §3 "Projects and PCs"). */
export default function ProjectPage() {
  const projects = useProjects();
  // Presence (online, last seen) lives in the PC answers: re-read them while the page is open.
  const pcs = usePcs({ presenceEveryMs: PRESENCE_REFRESH_MS });
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <ProjectSection projects={projects.data} pcs={pcs.data ?? []} />
      <PcSection pcs={pcs.data} projects={projects.data ?? []} />
    </Container>
  );
}
