import FolderOffOutlinedIcon from '@mui/icons-material/FolderOffOutlined';
import { Button, Paper, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';

/** Shown in the launcher's place until a project has a PC to launch modules on. */
export function EmptyState() {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 6 }, textAlign: 'center', borderRadius: 3 }}>
      <FolderOffOutlinedIcon color="primary" sx={{ fontSize: 48 }} />
      <Typography variant="h6" sx={{ mt: 1, fontWeight: 600 }}>
        No project with a PC yet
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        Create a project, register a PC and attach it to the project to launch modules on it.
      </Typography>
      <Button variant="contained" component={RouterLink} to="/project">
        Go to projects
      </Button>
    </Paper>
  );
}
