import type { Pc, Project } from '@ads/contract';
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import ComputerRoundedIcon from '@mui/icons-material/ComputerRounded';
import { Box, Button } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { CardList } from '../CardList';
import { EmptyState } from '../../../shell/EmptyState';
import { SectionHeader } from '../SectionHeader';
import { withTyped } from '../../../lib/i18n/typed';
import { useDeletePrompt } from '../use-delete-prompt';
import { usePcActions } from '../use-pc-actions';
import { PcCard } from './PcCard';
import { RegisterPcDialog } from './RegisterPcDialog';

/** The user's registered PCs: register, delete, and the command that starts each agent. */
export function PcSection(props: { pcs?: Pc[]; projects: Project[] }) {
  const { t } = useTranslation('project');
  const actions = usePcActions();
  const [registering, setRegistering] = useState(false);
  const deletion = useDeletePrompt<Pc>(
    (pc) => withTyped(t('pcs.confirmDelete', { name: pc.name }), pc.name),
    (pc) => void actions.remove(pc),
  );

  const registerButton = (
    <Button variant="outlined" startIcon={<AddRoundedIcon />} onClick={() => setRegistering(true)}>
      {t('pcs.register')}
    </Button>
  );

  return (
    <Box component="section" aria-labelledby="pcs-title" sx={{ mt: { xs: 5, md: 7 } }}>
      <SectionHeader
        id="pcs-title"
        title={t('pcs.title')}
        description={t('pcs.description')}
        action={registerButton}
      />
      <CardList
        items={props.pcs}
        skeletonHeight={180}
        empty={
          <EmptyState
            icon={<ComputerRoundedIcon />}
            title={t('pcs.emptyTitle')}
            text={t('pcs.emptyText')}
            action={registerButton}
          />
        }
      >
        {(pc) => (
          <PcCard key={pc.id} pc={pc} projects={props.projects} onDelete={() => deletion.ask(pc)} />
        )}
      </CardList>
      {registering && (
        <RegisterPcDialog onRegister={actions.register} onClose={() => setRegistering(false)} />
      )}
      {deletion.prompt}
    </Box>
  );
}
