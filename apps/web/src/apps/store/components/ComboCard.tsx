import type { ComboSummary } from '@ads/contract';
import HubOutlinedIcon from '@mui/icons-material/HubOutlined';
import { Box, Card, CardActionArea, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { plural, timeAgo } from '../format';
import { Installs } from './Facts';
import { comboPath } from './paths';

/** One combo of a list: its name and version, how many members, how often installed. */
export function ComboCard({ combo }: { combo: ComboSummary }) {
  return (
    <Card
      variant="outlined"
      component="article"
      aria-label={combo.title}
      sx={{ borderRadius: 3, height: '100%', '&:hover': { borderColor: 'primary.main' } }}
    >
      <CardActionArea
        component={RouterLink}
        to={comboPath(combo.id)}
        sx={{ height: '100%', p: 2, display: 'flex', alignItems: 'flex-start', gap: 1.5 }}
      >
        <Box
          sx={{
            width: 40,
            height: 40,
            borderRadius: 2,
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            flexShrink: 0,
          }}
        >
          <HubOutlinedIcon />
        </Box>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography
            component="h3"
            variant="subtitle1"
            sx={{ fontWeight: 700, lineHeight: 1.3 }}
            translate="no"
          >
            {combo.title}
          </Typography>
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}
            translate="no"
          >
            {combo.name} · {combo.version}
          </Typography>
          {combo.summary && (
            <Typography variant="body2" sx={{ mt: 0.5 }} translate="no">
              {combo.summary}
            </Typography>
          )}
          <Stack
            direction="row"
            spacing={1.5}
            useFlexGap
            sx={{ mt: 1, flexWrap: 'wrap', alignItems: 'center', color: 'text.secondary' }}
          >
            <Typography variant="body2">{plural(combo.members, 'member')}</Typography>
            <Installs count={combo.installs} />
            <Typography variant="body2">{timeAgo(combo.updated_at)}</Typography>
          </Stack>
        </Box>
      </CardActionArea>
    </Card>
  );
}
