import type { Project } from '@ads/contract';
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import CheckIcon from '@mui/icons-material/Check';
import ViewListIcon from '@mui/icons-material/ViewList';
import { Divider, ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { MenuHeading, TopBarMenu, type TopBarMenuProps } from './menu-parts';

export interface ProjectMenuListProps extends TopBarMenuProps {
  projects: readonly Project[];
  /** The list came back empty (not: is still loading): the menu offers a new project. */
  empty: boolean;
  selectedId: number | undefined;
  onChoose(project: Project): void;
  onNew(): void;
  onViewAll(): void;
}

/** The project menu's contents (ProjectSelector.tsx), a chunk of its own fetched when first opened. */
export function ProjectMenuList(props: ProjectMenuListProps) {
  const { t } = useTranslation('shell');
  return (
    <TopBarMenu
      of={props}
      dense
      label={t('projects.title')}
      paper={{ minWidth: 240, maxWidth: 320 }}
    >
      <MenuHeading>{t('projects.title')}</MenuHeading>
      {props.projects.map((project) => (
        <MenuItem
          key={project.id}
          selected={project.id === props.selectedId}
          onClick={() => props.onChoose(project)}
          translate="no"
        >
          <ListItemIcon>
            {project.id === props.selectedId ? (
              <CheckIcon fontSize="small" color="primary" />
            ) : null}
          </ListItemIcon>
          <ListItemText
            primary={project.title}
            secondary={project.vehicle || undefined}
            slotProps={{ primary: { noWrap: true }, secondary: { noWrap: true } }}
          />
        </MenuItem>
      ))}
      {props.empty ? (
        <MenuItem onClick={props.onNew}>
          <ListItemIcon>
            <AddRoundedIcon fontSize="small" color="primary" />
          </ListItemIcon>
          <ListItemText primary={t('projects.newProject')} secondary={t('projects.noneYet')} />
        </MenuItem>
      ) : null}
      <Divider />
      <MenuItem onClick={props.onViewAll}>
        <ListItemIcon>
          <ViewListIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText primary={t('projects.viewAll')} />
      </MenuItem>
    </TopBarMenu>
  );
}
