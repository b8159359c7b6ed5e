import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatDateTime } from '../../../lib/format-date';
import { serverText } from '../../../lib/i18n';
import type { AdminChallenge } from './api';
import { StateChip } from './StateChip';

/**
 * The form's save button and what it says about the save: the saved state, unsaved changes,
 * and a refused save's sentence with the reasons no field of the form shows.
 */
export function SaveCard(props: {
  formId: string;
  challenge?: AdminChallenge;
  dirty: boolean;
  saving: boolean;
  message: string | null;
  reasons: string[];
}) {
  const { t } = useTranslation('education');
  const { challenge } = props;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={t('admin.save.label')}
      sx={{ p: 2.5, borderRadius: 3 }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1.5, flexWrap: 'wrap' }}>
        {challenge ? (
          <StateChip challenge={challenge} />
        ) : (
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {t('admin.save.newChallenge')}
          </Typography>
        )}
        <Box sx={{ flex: 1 }} />
        <Typography
          variant="body2"
          color={props.dirty ? 'warning.main' : 'text.secondary'}
          aria-live="polite"
        >
          {props.dirty ? t('admin.save.unsaved') : challenge ? t('admin.save.allSaved') : ''}
        </Typography>
      </Stack>
      {challenge && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('admin.save.created', { id: challenge.id, at: formatDateTime(challenge.created_at) })}
        </Typography>
      )}
      {props.message && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {serverText(props.message)}
          {props.reasons.length > 0 && (
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {props.reasons.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </Box>
          )}
        </Alert>
      )}
      <Stack direction="row" spacing={1}>
        <Button
          type="submit"
          form={props.formId}
          variant="contained"
          disabled={props.saving || (!!challenge && !props.dirty)}
          sx={{ flex: 1 }}
        >
          {props.saving
            ? t('admin.save.saving')
            : challenge
              ? t('admin.save.save')
              : t('admin.save.create')}
        </Button>
        {challenge && (
          <Button
            component={RouterLink}
            to={`/education/challenge/${challenge.id}`}
            target="_blank"
            variant="outlined"
            endIcon={<OpenInNewIcon />}
          >
            {t('admin.save.learnerView')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
