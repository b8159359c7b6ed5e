import type { Pc, Project } from '@ads/contract';
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import FolderOpenRoundedIcon from '@mui/icons-material/FolderOpenRounded';
import { Box, Button } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useSearchParams } from 'react-router';
import { useMainOptions } from '../../../lib/options-store';
import { CardList } from '../CardList';
import { EmptyState } from '../../../shell/EmptyState';
import { SectionHeader } from '../SectionHeader';
import { withTyped } from '../../../lib/i18n/typed';
import { useDeletePrompt } from '../use-delete-prompt';
import { useProjectActions } from '../use-project-actions';
import { ProjectCard } from './ProjectCard';
import { ProjectFormDialog } from './ProjectFormDialog';

type Editing = { kind: 'create' } | { kind: 'rename'; project: Project } | null;

/** The user's projects with create, rename, delete and the PCs in each. */
export function ProjectSection(props: { projects?: Project[]; pcs: Pc[] }) {
  const { t } = useTranslation('project');
  const actions = useProjectActions();
  const chosenId = useMainOptions((state) => state.project?.id);
  const [editing, setEditing] = useState<Editing>(null);
  // The top bar's empty Projects menu links here with ?new=1: the create form, until closed.
  const [search, setSearch] = useSearchParams();
  const asked = search.get('new') === '1';
  const dialog: Editing = editing ?? (asked ? { kind: 'create' } : null);
  const closeDialog = () => {
    setEditing(null);
    if (asked) setSearch({}, { replace: true });
  };
  const deletion = useDeletePrompt<Project>(
    (project) => withTyped(t('projects.confirmDelete', { title: project.title }), project.title),
    (project) => void actions.remove(project),
  );

  const newButton = (
    <Button
      variant="contained"
      startIcon={<AddRoundedIcon />}
      onClick={() => setEditing({ kind: 'create' })}
    >
      {t('projects.new')}
    </Button>
  );

  return (
    <Box component="section" aria-labelledby="projects-title">
      <SectionHeader
        id="projects-title"
        level="h1"
        title={t('projects.title')}
        description={t('projects.description')}
        action={newButton}
      />
      <CardList
        items={props.projects}
        skeletonHeight={200}
        empty={
          <EmptyState
            icon={<FolderOpenRoundedIcon />}
            title={t('projects.emptyTitle')}
            text={t('projects.emptyText')}
            action={newButton}
          />
        }
      >
        {(project) => (
          <ProjectCard
            key={project.id}
            project={project}
            pcs={props.pcs}
            chosen={project.id === chosenId}
            onRename={() => setEditing({ kind: 'rename', project })}
            onDelete={() => deletion.ask(project)}
            onAttach={(pc) => actions.attach(project, pc)}
            onDetach={(pc) => actions.detach(project, pc)}
          />
        )}
      </CardList>
      {dialog && (
        <ProjectFormDialog
          project={dialog.kind === 'rename' ? dialog.project : undefined}
          onSave={(body) =>
            dialog.kind === 'rename' ? actions.rename(dialog.project, body) : actions.create(body)
          }
          onClose={closeDialog}
        />
      )}
      {deletion.prompt}
    </Box>
  );
}
