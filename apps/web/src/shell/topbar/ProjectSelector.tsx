import { CONSTANTS, type Project, canAccess } from '@ads/contract';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import FolderOutlinedIcon from '@mui/icons-material/FolderOutlined';
import { Box, Button } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { isLoggedIn, useAuth } from '../../lib/auth-store';
import { chooseProject, syncCurrentProject } from '../../lib/current-project';
import { useMainOptions } from '../../lib/options-store';
import { useProjects } from '../../lib/queries';
import { ProjectMenuList } from './popups';
import { useTranslation } from 'react-i18next';

/**
 * The chosen project of the main options (spec §2): its name, or 'Projects' when none. The
 * choice is dropped when the project list comes back empty or no longer holds it. A choice made
 * here is saved for the user (lib/current-project.ts); the saved one is read once per load.
 */
export function ProjectSelector() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const navigate = useNavigate();
  const { t } = useTranslation('shell');
  const { data: projects } = useProjects();
  const selected = useMainOptions((state) => state.project);
  const setProject = useMainOptions((state) => state.setProject);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  // A session from before (this device's last visit) reads the choice made since elsewhere.
  const userId = useAuth((auth) =>
    isLoggedIn(auth) && canAccess(auth.role, 'USER') ? auth.id : 0,
  );
  useEffect(() => {
    if (userId) syncCurrentProject(userId);
  }, [userId]);

  // This tab's copy only: the saved choice stays (a failed read answers an empty list, §7).
  useEffect(() => {
    if (!projects || !selected) return;
    const fresh = projects.find((project) => project.id === selected.id);
    if (!fresh) setProject(null);
    else if (fresh.title !== selected.title) setProject(fresh);
  }, [projects, selected, setProject]);

  const choose = (project: Project) => {
    void chooseProject(project);
    setAnchor(null);
  };
  /** With no project yet, the menu leads to creating one (the projects page's dialog). */
  const newProject = () => {
    setAnchor(null);
    navigate('/project?new=1');
  };
  const viewAll = () => {
    setAnchor(null);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      void chooseProject(null);
      navigate('/project');
    }, CONSTANTS.viewAllProjectsDelayMs);
  };

  const label = selected?.title ?? t('projects.title');
  return (
    <>
      <Button
        color="inherit"
        aria-label={t('projects.current', { name: label })}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        startIcon={<FolderOutlinedIcon />}
        endIcon={<ExpandMoreIcon sx={{ display: { xs: 'none', sm: 'block' } }} />}
        sx={{
          textTransform: 'none',
          fontWeight: 600,
          minWidth: 0,
          px: { xs: 1, sm: 1.5 },
          borderRadius: '10px',
          color: 'text.primary',
          '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 }, ml: 0, color: 'primary.main' },
        }}
      >
        <Box
          component="span"
          data-testid="project-selector-label"
          translate={selected ? 'no' : undefined}
          sx={{
            display: { xs: 'none', sm: 'block' },
            maxWidth: { sm: 140, md: 220 },
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
          }}
        >
          {label}
        </Box>
      </Button>
      <ProjectMenuList
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        projects={projects ?? []}
        empty={projects?.length === 0}
        selectedId={selected?.id}
        onChoose={choose}
        onNew={newProject}
        onViewAll={viewAll}
      />
    </>
  );
}
