import type { Combo, Pc } from '@ads/contract';
import DownloadForOfflineOutlinedIcon from '@mui/icons-material/DownloadForOfflineOutlined';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Link,
  List,
  ListItem,
  ListItemText,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { serverText } from '../../../lib/i18n';
import { Link as RouterLink } from 'react-router';
import { usePcs } from '../../../lib/queries';
import { ErrorState, LoadingBlocks } from '../../../shell/StateViews';
import { useComboCheck } from '../api';

/** How often the PC list re-reads its agents' presence while the page is open. */
const PRESENCE_POLL_MS = 10_000;

/**
 * Chooses one of the caller's PCs and checks the combo against it (what its agent reports:
 * platform, GPU, ROS distro, runtime; and the wiring). Install is offered only when nothing
 * stands in the way.
 */
export function CheckPanel(props: { combo: Combo; installing: boolean; onInstall(pc: Pc): void }) {
  const { t } = useTranslation('store');
  const pcs = usePcs({ presenceEveryMs: PRESENCE_POLL_MS });
  const pcLabel = (pc: Pc) =>
    t('check.pcLabel', {
      name: pc.name,
      state: pc.online ? t('check.online') : t('check.offline'),
    });
  const [chosen, setChosen] = useState<number | null>(null);
  const list = pcs.data ?? [];
  // Until one is chosen, the first online PC (else the first) is the one checked.
  const pc =
    list.find((item) => item.id === chosen) ?? list.find((item) => item.online) ?? list[0] ?? null;
  const check = useComboCheck(props.combo.id, pc?.id ?? null, !!pc?.online);
  const wiringErrors = (check.data?.wiring ?? []).filter(
    (entry) => entry.status !== 'ok' && entry.status !== 'external',
  );

  if (pcs.isPending) return <LoadingBlocks count={1} height={56} />;
  if (list.length === 0) {
    return (
      <Alert severity="info">
        <Trans
          t={t}
          i18nKey="check.noPc"
          components={[<Link key="project" component={RouterLink} to="/project" />]}
        />
      </Alert>
    );
  }

  return (
    <Stack spacing={2}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        useFlexGap
        sx={{ alignItems: { sm: 'center' }, flexWrap: 'wrap' }}
      >
        <TextField
          select
          size="small"
          label={t('check.pc')}
          value={pc?.id ?? ''}
          onChange={(event) => setChosen(Number(event.target.value))}
          sx={{ minWidth: 240 }}
        >
          {list.map((item) => (
            <MenuItem key={item.id} value={item.id}>
              <Box
                component="span"
                aria-hidden
                sx={{
                  width: 8,
                  height: 8,
                  borderRadius: '50%',
                  display: 'inline-block',
                  mr: 1,
                  bgcolor: item.online ? 'success.main' : 'text.disabled',
                }}
              />
              {pcLabel(item)}
            </MenuItem>
          ))}
        </TextField>
        <Button
          variant="outlined"
          onClick={() => void check.refetch()}
          disabled={!pc || check.isFetching}
        >
          {check.isFetching ? t('check.checking') : t('check.again')}
        </Button>
        <Box sx={{ flex: 1 }} />
        <Button
          variant="contained"
          startIcon={<DownloadForOfflineOutlinedIcon />}
          disabled={!pc || !check.data?.ok || check.isFetching || props.installing}
          onClick={() => pc && props.onInstall(pc)}
        >
          {props.installing ? t('check.installing') : t('check.install')}
        </Button>
      </Stack>

      {check.isPending && check.isFetching ? (
        <LoadingBlocks count={1} height={56} />
      ) : check.isError ? (
        <ErrorState error={check.error} onRetry={() => void check.refetch()} />
      ) : check.data ? (
        check.data.ok ? (
          <Alert severity="success" role="status" aria-label={t('check.result')}>
            <AlertTitle>{t('check.fits')}</AlertTitle>
            {t('check.fitsText', { name: pc?.name ?? '' })}
          </Alert>
        ) : (
          <Alert severity="error" role="status" aria-label={t('check.result')}>
            <AlertTitle>{t('check.notReady', { name: pc?.name ?? '' })}</AlertTitle>
            <List dense disablePadding>
              {check.data.compatibility.map((entry, index) => (
                <ListItem key={`c${index}`} disableGutters sx={{ py: 0 }}>
                  <ListItemText
                    primary={serverText(entry.message)}
                    secondary={
                      entry.member
                        ? t('check.titled', {
                            title: t(`check.titles.${entry.check}`),
                            member: entry.member,
                          })
                        : t(`check.titles.${entry.check}`)
                    }
                  />
                </ListItem>
              ))}
              {wiringErrors.map((entry) => (
                <ListItem key={`w${entry.member}${entry.topic}`} disableGutters sx={{ py: 0 }}>
                  <ListItemText
                    primary={
                      entry.message
                        ? serverText(entry.message)
                        : `${entry.topic}: ${t(`wiring.status.${entry.status}`)}`
                    }
                    secondary={t('check.wiring', { member: entry.member })}
                  />
                </ListItem>
              ))}
            </List>
          </Alert>
        )
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('check.choose')}
        </Typography>
      )}
    </Stack>
  );
}
