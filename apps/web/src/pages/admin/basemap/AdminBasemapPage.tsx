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
import { call } from '../../../lib/api';
import { fieldErrorsOf } from '../../../lib/field-errors';
import { BASEMAP_KEY, resolveBasemap, useBasemap } from '../../../lib/map/basemap';
import { notify } from '../../../lib/notify';
import { PageHeader } from '../../../shell/PageHeader';
import { KIND_TEXT, originText } from './basemap-text';

/**
 * The basemap under the studio's maps, set at run time (issue 30, ADMIN): none, a style, raster
 * tiles or a PMTiles archive. The page says what the maps draw now and where it comes from (set
 * here, the build's variables, or nothing); a save applies to every map opened after it.
 */
export default function AdminBasemapPage() {
  const basemap = useBasemap();
  if (basemap.isPending) {
    return (
      <Container maxWidth="md" sx={{ py: { xs: 3, sm: 5 } }}>
        <PageHeader title="Basemap" />
        <Skeleton variant="rounded" height={320} aria-label="Loading" />
      </Container>
    );
  }
  // A new form once the saved setting is known (the key), starting from it.
  return <BasemapForm key={basemap.data?.updated_at ?? 'unset'} />;
}

function BasemapForm() {
  const basemap = useBasemap();
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
      notify('The basemap was saved. Maps opened from now on draw it.', 'success');
    },
  });

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, sm: 5 } }}>
      <PageHeader
        title="Basemap"
        subtitle="The background under every map of the studio: HDMAP Builder, FMS, HMI and Data Management's route maps."
      />
      <Alert severity="info" role="status" aria-label="Basemap now" sx={{ mb: 2 }}>
        <strong>Now: </strong>
        {originText(origin, choice, runtime)}
      </Alert>
      <Paper
        variant="outlined"
        component="form"
        aria-label="Basemap setting"
        sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate();
        }}
      >
        <Stack spacing={2.5}>
          <FormControl>
            <FormLabel id="basemap-kind">What the maps draw under their content</FormLabel>
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
                  label={KIND_TEXT[option].label}
                />
              ))}
            </RadioGroup>
          </FormControl>
          <Typography variant="body2" color="text.secondary">
            {KIND_TEXT[kind].help}
          </Typography>
          {kind !== 'none' && (
            <TextField
              label="Address"
              value={url}
              onChange={(event) => setUrl(event.target.value)}
              placeholder={KIND_TEXT[kind].example}
              error={!!errors.url}
              helperText={
                errors.url ??
                'http(s), or a path on this studio. Browsers fetch it directly: it must allow this studio (CORS).'
              }
              required
              fullWidth
            />
          )}
          {failure && <Alert severity="error">{failure}</Alert>}
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button type="submit" variant="contained" disabled={save.isPending}>
              Save basemap
            </Button>
          </Stack>
        </Stack>
      </Paper>
    </Container>
  );
}
