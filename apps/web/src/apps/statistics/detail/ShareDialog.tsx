import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  IconButton,
  InputAdornment,
  Stack,
  TextField,
  Tooltip,
} from '@mui/material';
import { Trans, useTranslation } from 'react-i18next';
import { i18n } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { sharedPlaybackLink } from '../playback/share-link';

/** A share link as people paste it: absolute, whatever form the server gave. */
export const absoluteUrl = (url: string) => new URL(url, window.location.origin).href;

/** Copies a share link, and says whether it worked. */
export async function copyLink(link: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(link);
    notify(i18n.t('statistics:share.copied'), 'success');
  } catch {
    notify(i18n.t('statistics:share.copyFailed'), 'warning');
  }
}

/** The public link of a shared record: copy it, or revoke it so it stops working. */
export function ShareDialog(props: {
  name: string;
  url: string | null;
  busy: boolean;
  onRevoke(): void;
  onClose(): void;
}) {
  const { t } = useTranslation(['statistics', 'common']);
  const link = props.url ? absoluteUrl(props.url) : '';
  // The same share opens the record's playback for anyone with it (from the start).
  const playLink = props.url
    ? sharedPlaybackLink(props.url, window.location.origin, 0n)?.replace(/\?t=0$/, '')
    : null;
  return (
    <Dialog open={!!props.url} onClose={props.onClose} fullWidth maxWidth="sm">
      <DialogTitle>
        <Trans
          t={t}
          i18nKey="share.title"
          values={{ name: props.name }}
          components={[<span key="n" translate="no" />]}
        />
      </DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('share.text')}</DialogContentText>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <LinkField label={t('share.link')} copyLabel={t('share.copyLink')} link={link} />
          {playLink && (
            <LinkField
              label={t('share.playLink')}
              copyLabel={t('share.copyPlayLink')}
              link={playLink}
            />
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button
          color="error"
          startIcon={<LinkOffIcon />}
          disabled={props.busy}
          onClick={props.onRevoke}
        >
          {t('share.revoke')}
        </Button>
        <Button variant="contained" onClick={props.onClose}>
          {t('share.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** A read-only link with a copy button. */
function LinkField(props: { label: string; copyLabel: string; link: string }) {
  const { t } = useTranslation('common');
  return (
    <TextField
      fullWidth
      label={props.label}
      value={props.link}
      onFocus={(event) => event.target.select()}
      slotProps={{
        htmlInput: { readOnly: true },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <Tooltip title={t('actions.copy')}>
                <IconButton aria-label={props.copyLabel} onClick={() => void copyLink(props.link)}>
                  <ContentCopyIcon />
                </IconButton>
              </Tooltip>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
