import type { Algorithm } from '@ads/contract';
import HubOutlinedIcon from '@mui/icons-material/HubOutlined';
import {
  Box,
  Link,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format-date';
import { formatNumber } from '../../../lib/i18n';
import { Section } from '../../../shell/Section';
import { comboPath } from '../components/paths';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', gap: 1, py: 0.5 }}>
      <Typography variant="body2" color="text.secondary" sx={{ width: 110, flexShrink: 0 }}>
        {label}
      </Typography>
      <Typography variant="body2" component="div" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

/** The algorithm in facts, beside its README. */
export function AboutCard({ algorithm }: { algorithm: Algorithm }) {
  const { t } = useTranslation('store');
  return (
    <Section title={t('about.title')}>
      <Stack>
        <Fact label={t('about.latest')}>
          {algorithm.latest?.version ??
            (algorithm.versions.length ? t('about.allYanked') : t('about.nonePublished'))}
        </Fact>
        <Fact label={t('about.installs')}>{formatNumber(algorithm.installs)}</Fact>
        <Fact label={t('about.license')}>{algorithm.license}</Fact>
        <Fact label={t('about.owner')}>{algorithm.owner?.name ?? '—'}</Fact>
        <Fact label={t('about.maintainers')}>
          {algorithm.maintainers.length
            ? algorithm.maintainers.map((user) => user.name).join(', ')
            : '—'}
        </Fact>
        <Fact label={t('about.created')}>{formatDate(algorithm.created_at)}</Fact>
        <Fact label={t('about.updated')}>{formatDate(algorithm.updated_at)}</Fact>
      </Stack>
    </Section>
  );
}

/** The combos that pin one of its versions. */
export function UsedByCard({ algorithm }: { algorithm: Algorithm }) {
  const { t } = useTranslation('store');
  return (
    <Section title={t('about.usedBy')}>
      {algorithm.used_by.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('about.unused')}
        </Typography>
      ) : (
        <List dense disablePadding>
          {algorithm.used_by.map((combo) => (
            <ListItem key={combo.id} disableGutters>
              <ListItemIcon sx={{ minWidth: 32 }}>
                <HubOutlinedIcon fontSize="small" color="primary" />
              </ListItemIcon>
              <ListItemText
                primary={
                  <Link component={RouterLink} to={comboPath(combo.id)} underline="hover">
                    {combo.title}
                  </Link>
                }
                secondary={combo.name}
                slotProps={{ secondary: { sx: { fontFamily: 'monospace' } } }}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Section>
  );
}
