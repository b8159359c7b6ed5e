import { MenuItem, TextField, type TextFieldProps } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** What a project option needs: lists and records name projects by id and title. */
export interface ProjectOption {
  id: number;
  title: string;
}

type Props = Omit<TextFieldProps, 'select' | 'value' | 'onChange' | 'children'> & {
  projects: ProjectOption[];
  value: number | null;
  onChange(id: number | null): void;
  /** The empty choice: "No project" when filing a record, "All projects" when filtering. */
  emptyLabel?: string;
};

/** A select of projects plus one empty choice; the empty choice is `null`. */
export function ProjectSelect({ projects, value, onChange, emptyLabel, ...field }: Props) {
  const { t } = useTranslation('statistics');
  return (
    <TextField
      select
      label={t('project.label')}
      {...field}
      value={value ?? ''}
      onChange={(event) => {
        const id = Number(event.target.value);
        onChange(id > 0 ? id : null);
      }}
    >
      <MenuItem value="">{emptyLabel ?? t('project.none')}</MenuItem>
      {projects.map((project) => (
        <MenuItem key={project.id} value={project.id}>
          {/* A project's title is what its owner typed. */}
          <span translate="no">{project.title}</span>
        </MenuItem>
      ))}
    </TextField>
  );
}
