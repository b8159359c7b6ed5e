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
import { formatDate } from '../../../lib/format-date';
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
  return (
    <Section title="About">
      <Stack>
        <Fact label="Latest">
          {algorithm.latest?.version ??
            (algorithm.versions.length ? 'Every version is yanked' : 'None published')}
        </Fact>
        <Fact label="Installs">{algorithm.installs.toLocaleString('en-US')}</Fact>
        <Fact label="License">{algorithm.license}</Fact>
        <Fact label="Owner">{algorithm.owner?.name ?? '—'}</Fact>
        <Fact label="Maintainers">
          {algorithm.maintainers.length
            ? algorithm.maintainers.map((user) => user.name).join(', ')
            : '—'}
        </Fact>
        <Fact label="Created">{formatDate(algorithm.created_at)}</Fact>
        <Fact label="Updated">{formatDate(algorithm.updated_at)}</Fact>
      </Stack>
    </Section>
  );
}

/** The combos that pin one of its versions. */
export function UsedByCard({ algorithm }: { algorithm: Algorithm }) {
  return (
    <Section title="Used by combos">
      {algorithm.used_by.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No combo uses it yet.
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
