import type { AlgorithmVersion, RosPort } from '@ads/contract';
import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../components/CopyButton';
import { RuntimeChips } from '../components/Facts';
import { commandLineOf } from '../publish/version-form';

const MONO = { fontFamily: 'ui-monospace, Menlo, Consolas, monospace', fontSize: 13 } as const;
/** On a phone the message type goes under its topic: two narrow columns would break both. */
const WIDE_ONLY = { display: { xs: 'none', sm: 'table-cell' } } as const;

function Ports({ title, ports }: { title: string; ports: RosPort[] }) {
  const { t } = useTranslation('store');
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
        {t('face.titled', { title, count: ports.length })}
      </Typography>
      {ports.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('face.none')}
        </Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={title}>
            <TableHead>
              <TableRow>
                <TableCell>{t('face.topic')}</TableCell>
                <TableCell sx={WIDE_ONLY}>{t('face.messageType')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {ports.map((port) => (
                <TableRow key={port.topic}>
                  <TableCell sx={{ ...MONO, overflowWrap: 'anywhere' }}>
                    {port.topic}
                    <Typography
                      variant="caption"
                      color="text.secondary"
                      component="div"
                      sx={{ fontFamily: 'inherit', display: { xs: 'block', sm: 'none' } }}
                    >
                      {port.type}
                    </Typography>
                    {port.description && (
                      <Typography
                        variant="caption"
                        color="text.secondary"
                        component="div"
                        sx={{ fontFamily: 'inherit' }}
                      >
                        {port.description}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell sx={{ ...MONO, ...WIDE_ONLY, overflowWrap: 'anywhere' }}>
                    {port.type}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Box>
  );
}

const valueText = (value: unknown) =>
  Array.isArray(value)
    ? `[${value.map((item) => JSON.stringify(item)).join(', ')}]`
    : JSON.stringify(value);

/** The chosen version's interface: the topics it consumes and produces, its parameters, its command. */
export function InterfaceView({ version }: { version: AlgorithmVersion }) {
  const { t } = useTranslation('store');
  const face = version.interface;
  const command = commandLineOf(version.run);
  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        <Typography variant="subtitle2" component="h3">
          {t('face.runsOn')}
        </Typography>
        <RuntimeChips platforms={version.platforms} ros={version.ros_distro} gpu={version.gpu} />
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 2.5,
          gridTemplateColumns: { xs: '1fr', xl: '1fr 1fr' },
        }}
      >
        <Ports title={t('face.inputs')} ports={face.inputs} />
        <Ports title={t('face.outputs')} ports={face.outputs} />
      </Box>
      <Typography variant="subtitle2" component="h3" sx={{ mt: 2.5, mb: 0.5 }}>
        {t('face.titled', { title: t('face.parameters'), count: face.parameters.length })}
      </Typography>
      {face.parameters.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('face.none')}
        </Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={t('face.parameters')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('face.name')}</TableCell>
                <TableCell>{t('face.type')}</TableCell>
                <TableCell>{t('face.default')}</TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                  {t('face.description')}
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {face.parameters.map((parameter) => (
                <TableRow key={parameter.name}>
                  <TableCell sx={MONO}>{parameter.name}</TableCell>
                  <TableCell sx={MONO}>{parameter.type}</TableCell>
                  <TableCell sx={{ ...MONO, overflowWrap: 'anywhere' }}>
                    {valueText(parameter.default)}
                  </TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                    {parameter.description || '—'}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      <Typography variant="subtitle2" component="h3" sx={{ mt: 2.5, mb: 0.5 }}>
        {t('face.runCommand')}
      </Typography>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          bgcolor: 'action.hover',
          borderRadius: 2,
          px: 1.5,
          py: 0.75,
        }}
      >
        <Typography component="code" sx={{ ...MONO, flex: 1, overflowWrap: 'anywhere' }}>
          {command || '—'}
        </Typography>
        {command && <CopyButton value={command} label={t('face.copyRun')} />}
      </Box>
    </Box>
  );
}
