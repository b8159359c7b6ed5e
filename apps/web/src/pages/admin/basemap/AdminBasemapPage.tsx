import { BASEMAP_KINDS, type BasemapKind, ROUTES } from '@ads/contract';
import {
  Alert,
  Button,
  Container,
  FormControl,
  FormControlLabel,
  FormLabel,
  Paper,
  Radio,
  RadioGroup,
  Skeleton,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../lib/api';
import { fieldErrorsOf } from '../../../lib/field-errors';
import { BASEMAP_KEY, resolveBasemap, useBasemap } from '../../../lib/map/basemap';
import { notify } from '../../../lib/notify';
import { PageHeader } from '../../../shell/PageHeader';
import { KIND_EXAMPLE, originText } from './basemap-text';

/**
 * The basemap under the studio's maps, set at run time (issue 30, ADMIN): none, a style, raster
 * tiles or a PMTiles archive. The page says what the maps draw now and where it comes from (set
 * here, the build's variables, or nothing); a save applies to every map opened after it.
 */
export default function AdminBasemapPage() {
  const basemap = useBasemap();
  const { t } = useTranslation('admin');
  if (basemap.isPending) {
    return (
      <Container maxWidth="md" sx={{ py: { xs: 3, sm: 5 } }}>
        <PageHeader title={t('basemap.title')} />
        <Skeleton variant="rounded" height={320} aria-label={t('basemap.loading')} />
      </Container>
    );
  }
  // A new form once the saved setting is known (the key), starting from it.
  return <BasemapForm key={basemap.data?.updated_at ?? 'unset'} />;
}

function BasemapForm() {
  const basemap = useBasemap();
  const { t } = useTranslation('admin');
  const runtime = basemap.data ?? null;
  const { choice, origin } = resolveBasemap(runtime);
  const [kind, setKind] = useState<BasemapKind>(runtime?.kind ?? 'none');
  const [url, setUrl] = useState(runtime?.url ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: async () => {
      const body = kind === 'none' ? { kind } : { kind, url: url.trim() };
      return call(ROUTES.setBasemap, { body });
    },
    onSuccess: (answer) => {
      if (!answer.success) {
        const fields = fieldErrorsOf(answer);
        setErrors(fields);
        setFailure(Object.keys(fields).length ? null : answer.message);
        return;
      }
      setErrors({});
      setFailure(null);
      queryClient.setQueryData(BASEMAP_KEY, answer.detail);
      notify(t('basemap.saved'), 'success');
    },
  });

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, sm: 5 } }}>
      <PageHeader title={t('basemap.title')} subtitle={t('basemap.subtitle')} />
      <Alert severity="info" role="status" aria-label={t('basemap.nowLabel')} sx={{ mb: 2 }}>
        <strong>{t('basemap.now')} </strong>
        {originText(t, origin, choice, runtime)}
      </Alert>
      <Paper
        variant="outlined"
        component="form"
        aria-label={t('basemap.form')}
        sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate();
        }}
      >
        <Stack spacing={2.5}>
          <FormControl>
            <FormLabel id="basemap-kind">{t('basemap.kindLegend')}</FormLabel>
            <RadioGroup
              aria-labelledby="basemap-kind"
              value={kind}
              onChange={(event) => {
                setKind(event.target.value as BasemapKind);
                setErrors({});
              }}
            >
              {BASEMAP_KINDS.map((option) => (
                <FormControlLabel
                  key={option}
                  value={option}
                  control={<Radio />}
                  label={t(`basemap.kinds.${option}.label`)}
                />
              ))}
            </RadioGroup>
          </FormControl>
          <Typography variant="body2" color="text.secondary">
            {t(`basemap.kinds.${kind}.help`)}
          </Typography>
          {kind !== 'none' && (
            <TextField
              label={t('basemap.address')}
              value={url}
              onChange={(event) => setUrl(event.target.value)}
              placeholder={KIND_EXAMPLE[kind]}
              error={!!errors.url}
              helperText={errors.url ?? t('basemap.addressHelp')}
              required
              fullWidth
            />
          )}
          {failure && <Alert severity="error">{failure}</Alert>}
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button type="submit" variant="contained" disabled={save.isPending}>
              {t('basemap.save')}
            </Button>
          </Stack>
        </Stack>
      </Paper>
    </Container>
  );
}
