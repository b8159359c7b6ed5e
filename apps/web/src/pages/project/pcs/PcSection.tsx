import type { Pc, Project } from '@ads/contract';
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import ComputerRoundedIcon from '@mui/icons-material/ComputerRounded';
import { Box, Button } from '@mui/material';
import { useState } from 'react';
import { ConfirmDialog } from '../../../shell/ConfirmDialog';
import { CardGrid } from '../CardGrid';
import { CardGridSkeleton } from '../CardGridSkeleton';
import { EmptyState } from '../EmptyState';
import { SectionHeader } from '../SectionHeader';
import { usePcActions } from '../use-pc-actions';
import { PcCard } from './PcCard';
import { RegisterPcDialog } from './RegisterPcDialog';

/** The user's registered PCs: register, delete, and the command that starts each agent. */
export function PcSection(props: { pcs?: Pc[]; projects: Project[] }) {
  const actions = usePcActions();
  const [registering, setRegistering] = useState(false);
  // Kept after the prompt closes so its text does not change while it fades out.
  const [deleting, setDeleting] = useState<Pc | null>(null);
  const [confirming, setConfirming] = useState(false);

  const registerButton = (
    <Button variant="outlined" startIcon={<AddRoundedIcon />} onClick={() => setRegistering(true)}>
      Register PC
    </Button>
  );

  return (
    <Box component="section" aria-labelledby="pcs-title" sx={{ mt: { xs: 5, md: 7 } }}>
      <SectionHeader
        id="pcs-title"
        title="My PCs"
        description="Each PC runs an agent that installs and runs the driving software. Start it with the command on the PC's card."
        action={registerButton}
      />
      {!props.pcs ? (
        <CardGridSkeleton height={180} />
      ) : props.pcs.length === 0 ? (
        <EmptyState
          icon={<ComputerRoundedIcon />}
          title="No PCs registered"
          text="Register the workstation or vehicle computer that will run the software. You then get the one command that starts its agent there."
          action={registerButton}
        />
      ) : (
        <CardGrid>
          {props.pcs.map((pc) => (
            <PcCard
              key={pc.id}
              pc={pc}
              projects={props.projects}
              onDelete={() => {
                setDeleting(pc);
                setConfirming(true);
              }}
            />
          ))}
        </CardGrid>
      )}
      {registering && (
        <RegisterPcDialog onRegister={actions.register} onClose={() => setRegistering(false)} />
      )}
      <ConfirmDialog
        open={confirming}
        text={`Delete the PC "${deleting?.name ?? ''}"? Its agent can no longer connect and it leaves every project it is in.`}
        confirmLabel="Delete"
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          if (deleting) void actions.remove(deleting);
        }}
      />
    </Box>
  );
}
