import { Box, Paper, Stack, Typography } from '@mui/material';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { serverText } from '../../lib/i18n';
import { type FactValue, IMAGE_NAME, type ServiceCheck, type ServiceNote } from './service-checks';
import { StatusChip } from './StatusChip';

type T = TFunction<'operator'>;

/** A fact's value in the language shown; what the service names is shown as it is. */
function valueText(t: T, value: FactValue): ReactNode {
  if ('typed' in value) return <span translate="no">{value.typed}</span>;
  if ('ms' in value) return t('facts.ms', { value: value.ms });
  if ('embedded' in value) return t('facts.embedded');
  if ('loaded' in value) return t('facts.loaded', { count: value.loaded });
  if ('loadedInMs' in value) {
    return t('facts.loadedIn', { took: t('facts.ms', { value: value.loadedInMs }) });
  }
  return t('facts.failed');
}

const noteText = (t: T, note: ServiceNote): string =>
  'server' in note ? serverText(note.server) : t(`notes.${note.note}`);

/** One service: its name, what it does, the chip and the facts of the last check. */
export function ServiceCard(props: {
  name: string;
  description: string;
  icon: ReactNode;
  check: ServiceCheck | undefined;
}) {
  const { check } = props;
  const { t } = useTranslation('operator');
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-label={props.name}
      sx={{ p: 3, display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <Box sx={{ color: 'primary.main', display: 'flex' }}>{props.icon}</Box>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700, flex: 1 }}>
          {props.name}
        </Typography>
        <StatusChip state={check?.state ?? 'checking'} />
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {props.description}
      </Typography>
      {check && (
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 1 }}>
          {check.facts.map((fact) => (
            <Box key={fact.label} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {fact.label === 'image' ? (
                  <Trans
                    t={t}
                    i18nKey="facts.image"
                    values={{ name: IMAGE_NAME }}
                    components={[<span key="name" translate="no" />]}
                  />
                ) : (
                  t(`facts.${fact.label}`)
                )}
              </Typography>
              <Typography
                component="dd"
                variant="body2"
                sx={{ m: 0, textAlign: 'right', fontWeight: 600, overflowWrap: 'anywhere' }}
              >
                {valueText(t, fact.value)}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
      {check?.note && (
        <Typography variant="body2" color={check.state === 'down' ? 'error' : 'text.secondary'}>
          {noteText(t, check.note)}
        </Typography>
      )}
    </Paper>
  );
}
