import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import { Box, IconButton, Stack, Tab, Tabs, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type TerminalState, TerminalView } from './TerminalView';

interface Shell {
  id: number;
  state: TerminalState;
  message?: string;
}

/** The bottom panel: one or more shells on the PC as tabs, "+" opens another. */
export function TerminalPanel({ pcId }: { pcId: number }) {
  const { t } = useTranslation('remote');
  const [shells, setShells] = useState<Shell[]>([{ id: 1, state: 'opening' }]);
  const [active, setActive] = useState(1);
  const add = () => {
    const id = Math.max(0, ...shells.map((shell) => shell.id)) + 1;
    setShells((list) => [...list, { id, state: 'opening' }]);
    setActive(id);
  };
  const remove = (id: number) => {
    const rest = shells.filter((shell) => shell.id !== id);
    setShells(rest);
    if (active === id && rest.length > 0) setActive(rest[rest.length - 1]!.id);
  };
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', borderBottom: 1, borderColor: 'divider', pl: 1, flexShrink: 0 }}
      >
        <Typography variant="overline" sx={{ fontWeight: 700, mr: 1 }}>
          {t('terminal.title')}
        </Typography>
        <Tabs
          value={shells.some((shell) => shell.id === active) ? active : false}
          onChange={(_, id: number) => setActive(id)}
          variant="scrollable"
          aria-label={t('terminal.tabs')}
          sx={{ minHeight: 32, flex: 1 }}
        >
          {shells.map((shell, index) => (
            <Tab
              key={shell.id}
              value={shell.id}
              component="div"
              sx={{ minHeight: 32, py: 0, pr: 0.5, textTransform: 'none' }}
              label={
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                  <span>
                    {t(shell.state === 'ended' ? 'terminal.shellEnded' : 'terminal.shell', {
                      number: index + 1,
                    })}
                  </span>
                  <IconButton
                    size="small"
                    aria-label={t('terminal.close', { number: index + 1 })}
                    onClick={(event) => {
                      event.stopPropagation();
                      remove(shell.id);
                    }}
                  >
                    <CloseIcon sx={{ fontSize: 14 }} />
                  </IconButton>
                </Box>
              }
            />
          ))}
        </Tabs>
        <Typography
          variant="caption"
          color="text.secondary"
          sx={{ mx: 1, display: { xs: 'none', md: 'block' } }}
        >
          {t('terminal.endsWithPage')}
        </Typography>
        <Tooltip title={t('terminal.add')}>
          <IconButton size="small" aria-label={t('terminal.add')} onClick={add} sx={{ mr: 0.5 }}>
            <AddIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </Stack>
      <Box sx={{ position: 'relative', flex: 1, minHeight: 0 }}>
        {shells.map((shell) => (
          <TerminalView
            key={shell.id}
            pcId={pcId}
            visible={shell.id === active}
            onState={(state, message) =>
              setShells((list) =>
                list.map((entry) => (entry.id === shell.id ? { ...entry, state, message } : entry)),
              )
            }
          />
        ))}
        {shells.length === 0 && (
          <Typography color="text.secondary" sx={{ p: 2 }}>
            {t('terminal.none')}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
