import { Container } from '@mui/material';
import { usePcs, useProjects } from '../../lib/queries';
import { PcSection } from './pcs/PcSection';
import { ProjectSection } from './projects/ProjectSection';

/** /project: the user's projects and registered PCs (DESIGN §3 "Projects and PCs"). */
export default function ProjectPage() {
  const projects = useProjects();
  const pcs = usePcs();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <ProjectSection projects={projects.data} pcs={pcs.data ?? []} />
      <PcSection pcs={pcs.data} projects={projects.data ?? []} />
    </Container>
  );
}
