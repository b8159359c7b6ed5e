import { EPISODE } from '@ads/driving-sim';
import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { EduT } from '../model/edu-t';

// Code is code in every language: the other-language check passes over it.
const Code = ({ children }: { children?: ReactNode }) => (
  <Box
    component="code"
    translate="no"
    sx={{ fontFamily: 'ui-monospace, Menlo, Consolas, monospace', fontSize: 13 }}
  >
    {children}
  </Box>
);
const code = (text: string) => <Code>{text}</Code>;

/** The observation's fields as @ads/driving-sim's episode.ts fills them. */
const OBSERVATION = [
  't',
  'speed',
  'lateral_offset',
  'heading_error',
  'curvature_ahead',
  'speed_limit',
  'next_stop',
  'obstacles',
  'remaining',
] as const;

const ANSWER = ['throttle', 'brake', 'steering'] as const;

type Field = (typeof OBSERVATION)[number] | (typeof ANSWER)[number];

const Meaning = ({ t, field }: { t: EduT; field: Field }) => (
  <Trans
    t={t}
    i18nKey={`observation.fields.${field}`}
    values={{ at: EPISODE.curvatureAt.join(', '), ahead: EPISODE.lookAheadM }}
    components={{ c: <Code /> }}
  />
);

function FieldTable({ label, rows }: { label: string; rows: readonly Field[] }) {
  const { t } = useTranslation('education');
  return (
    <Table size="small" aria-label={label} sx={{ '& td': { verticalAlign: 'top', px: 1 } }}>
      <TableHead>
        <TableRow>
          <TableCell sx={{ px: 1 }}>{t('observation.field')}</TableCell>
          <TableCell sx={{ px: 1 }}>{t('observation.meaning')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((field) => (
          <TableRow key={field}>
            <TableCell>{code(field)}</TableCell>
            <TableCell>
              <Meaning t={t} field={field} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** What control(obs) is given and must answer: the contract between the code and the sim. */
export function ObservationDoc() {
  const { t } = useTranslation('education');
  return (
    <Box component="section" aria-label={t('observation.title')}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
        {t('observation.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 1 }}>
        <Trans
          t={t}
          i18nKey="observation.intro"
          values={{ hz: EPISODE.hz }}
          components={{
            fn: code('export default function control(obs) { … }'),
            obs: code('obs'),
            answer: code('{ throttle, brake, steering }'),
          }}
        />
      </Typography>
      <FieldTable label={t('observation.obsTable')} rows={OBSERVATION} />
      <Typography variant="body2" sx={{ mt: 2, mb: 1, fontWeight: 700 }}>
        {t('observation.answer')}
      </Typography>
      <FieldTable label={t('observation.answer')} rows={ANSWER} />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        <Trans
          t={t}
          i18nKey="observation.tip"
          components={{
            param: code('/** @param {Observation} obs */'),
            log: code('console.log'),
            c: <Code />,
          }}
        />
      </Typography>
    </Box>
  );
}
