import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import { Box, Button, Paper, Skeleton, Typography } from '@mui/material';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { usePcs } from '../../lib/queries';
import { AgentCommand } from '../../shell/AgentCommand';
import { withSimVehicle } from '../../lib/vehicle/vehicle-command';

/** An agent option inside a sentence: written as typed, in any language, and never split. */
const flag = (key: string) => <code key={key} translate="no" style={{ whiteSpace: 'nowrap' }} />;

/**
 * No vehicle yet: how to get one. A PC becomes a vehicle when its agent runs with `--vehicle`;
 * `--vehicle sim` drives a simulated one, so FMS can be tried without a car. Laid out as the
 * shell's EmptyState, whose text is plain: this one holds the agent's options and a PC's name,
 * which stay as typed (`translate="no"`) on a Korean page.
 */
export function EmptyFleet() {
  const { t } = useTranslation('monitoring');
  const pcs = usePcs();
  const pc = pcs.data?.[0];
  return (
    <Paper
      variant="outlined"
      sx={{
        p: { xs: 3, sm: 5 },
        textAlign: 'center',
        borderStyle: 'dashed',
        bgcolor: 'transparent',
      }}
    >
      <Box sx={{ color: 'primary.main', '& svg': { fontSize: 40 } }}>
        <LocalShippingOutlinedIcon />
      </Box>
      <Typography variant="h6" component="h2" sx={{ mt: 1, fontWeight: 600 }}>
        {t('empty.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mx: 'auto', maxWidth: 520 }}>
        {pc ? (
          <Trans
            t={t}
            i18nKey="empty.withPc"
            values={{ pc: pc.name }}
            components={[flag('sim'), flag('rosbridge'), <span key="pc" translate="no" />]}
          />
        ) : (
          <Trans
            t={t}
            i18nKey="empty.withoutPc"
            components={[flag('sim'), flag('rosbridge'), flag('sim-again')]}
          />
        )}
      </Typography>
      <Box sx={{ mt: 2.5 }}>
        {pcs.isPending ? (
          <Skeleton variant="rounded" height={48} />
        ) : pc ? (
          <Box sx={{ maxWidth: 760, mx: 'auto' }}>
            <Box sx={{ textAlign: 'left' }}>
              <AgentCommand
                pcName={pc.name}
                token={pc.token}
                label={t('empty.commandLabel', { pc: pc.name })}
                extend={withSimVehicle}
              />
            </Box>
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
              <Trans
                t={t}
                i18nKey="empty.otherPcs"
                components={[<RouterLink key="link" to="/project" />, flag('sim')]}
              />
            </Typography>
          </Box>
        ) : (
          <Button variant="contained" component={RouterLink} to="/project">
            {t('empty.goProjects')}
          </Button>
        )}
      </Box>
    </Paper>
  );
}
