import type { ComboMember } from '@ads/contract';
import {
  Box,
  Chip,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { algorithmPath } from '../components/paths';

const WIDE = { display: { xs: 'none', sm: 'table-cell' } } as const;

const valueText = (value: unknown) =>
  Array.isArray(value) ? `[${value.join(', ')}]` : String(value);

/** A member's parameter overrides as `name = value` chips (a phone shows them under its name). */
function Overrides({ overrides }: { overrides: [string, unknown][] }) {
  const { t } = useTranslation('store');
  if (overrides.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('membersTable.defaults')}
      </Typography>
    );
  }
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {overrides.map(([name, value]) => (
        <Chip
          key={name}
          size="small"
          variant="outlined"
          label={`${name} = ${valueText(value)}`}
          sx={{ fontFamily: 'monospace', maxWidth: '100%' }}
        />
      ))}
    </Stack>
  );
}

/** The combo's members: the algorithm, the version it pins, and its parameter overrides. */
export function MembersTable({ members }: { members: ComboMember[] }) {
  const { t } = useTranslation('store');
  return (
    <TableContainer>
      <Table size="small" aria-label={t('combo.members')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('membersTable.algorithm')}</TableCell>
            <TableCell>{t('membersTable.version')}</TableCell>
            <TableCell sx={WIDE}>{t('membersTable.overrides')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {members.map((member) => {
            const overrides = Object.entries(member.parameters);
            return (
              <TableRow key={member.algorithm.name} aria-label={member.algorithm.name}>
                <TableCell>
                  <Link
                    component={RouterLink}
                    to={algorithmPath(member.algorithm.id)}
                    underline="hover"
                    sx={{ fontWeight: 600 }}
                  >
                    {member.algorithm.title}
                  </Link>
                  <Typography
                    variant="caption"
                    color="text.secondary"
                    component="div"
                    sx={{ fontFamily: 'monospace' }}
                  >
                    {member.algorithm.name}
                  </Typography>
                  {overrides.length > 0 && (
                    <Box sx={{ display: { xs: 'block', sm: 'none' }, mt: 0.5 }}>
                      <Overrides overrides={overrides} />
                    </Box>
                  )}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <Typography component="span" sx={{ fontFamily: 'monospace' }}>
                    {member.version}
                  </Typography>
                  {member.yanked && (
                    <Tooltip title={t('membersTable.yankedTip')}>
                      <Chip
                        size="small"
                        color="warning"
                        label={t('membersTable.yanked')}
                        sx={{ ml: 1 }}
                      />
                    </Tooltip>
                  )}
                </TableCell>
                <TableCell sx={WIDE}>
                  <Overrides overrides={overrides} />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
