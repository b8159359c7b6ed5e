import FolderOffOutlinedIcon from '@mui/icons-material/FolderOffOutlined';
import { Button, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

/** Shown in the launcher's place until a project has a PC to launch modules on. */
export function EmptyState() {
  const { t } = useTranslation('launcher');
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 6 }, textAlign: 'center', borderRadius: 3 }}>
      <FolderOffOutlinedIcon color="primary" sx={{ fontSize: 48 }} />
      <Typography variant="h6" sx={{ mt: 1, fontWeight: 600 }}>
        {t('empty.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        {t('empty.text')}
      </Typography>
      <Button variant="contained" component={RouterLink} to="/project">
        {t('empty.action')}
      </Button>
    </Paper>
  );
}
