import type { AlgorithmVersion } from '@ads/contract';
import {
  Box,
  Button,
  Chip,
  Radio,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format-date';
import { formatNumber } from '../../../lib/i18n';
import { CopyButton } from '../components/CopyButton';
import { RuntimeChips } from '../components/Facts';
import { formatBytes } from '../../../lib/format-bytes';
import { digestOf, shortDigest, timeAgo } from '../format';

const WIDEST = { display: { xs: 'none', xl: 'table-cell' } } as const;
const WIDE = { display: { xs: 'none', md: 'table-cell' } } as const;
const MEDIUM = { display: { xs: 'none', sm: 'table-cell' } } as const;

/** What a version ships: its image's digest and its archive's sha256, short, with copy; the size. */
function Artifact({ version }: { version: AlgorithmVersion }) {
  const { t } = useTranslation('store');
  const digest = version.image ? digestOf(version.image) : null;
  return (
    <Stack spacing={0.25} sx={{ alignItems: 'flex-start' }}>
      {version.image && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, whiteSpace: 'nowrap' }}>
          <Chip size="small" label={t('versions.image')} variant="outlined" />
          <Tooltip title={version.image}>
            <Typography
              component="code"
              variant="body2"
              translate="no"
              sx={{ fontFamily: 'monospace' }}
            >
              {digest ? shortDigest(digest) : version.image}
            </Typography>
          </Tooltip>
          <CopyButton
            value={digest ?? version.image}
            label={t('versions.copyDigest', { version: version.version })}
          />
        </Box>
      )}
      {version.archive && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, whiteSpace: 'nowrap' }}>
          <Chip size="small" label={t('versions.archive')} variant="outlined" />
          <Tooltip title={`${version.archive.file} · sha256:${version.archive.sha256}`}>
            <Typography
              component="code"
              variant="body2"
              translate="no"
              sx={{ fontFamily: 'monospace' }}
            >
              {shortDigest(version.archive.sha256)}
            </Typography>
          </Tooltip>
          <CopyButton
            value={version.archive.sha256}
            label={t('versions.copySha', { version: version.version })}
          />
        </Box>
      )}
      {version.archive && (
        <Typography variant="caption" color="text.secondary">
          {formatBytes(version.archive.size)}
        </Typography>
      )}
    </Stack>
  );
}

/** Yank, or take a yank back (a phone shows it under the version, a desktop in its column). */
function YankButton(props: {
  version: AlgorithmVersion;
  onYank(version: AlgorithmVersion): void;
  onUnyank(version: AlgorithmVersion): void;
}) {
  const { t } = useTranslation('store');
  const { version } = props;
  return version.yanked ? (
    <Button size="small" onClick={() => props.onUnyank(version)}>
      {t('algorithm.unyank')}
    </Button>
  ) : (
    <Button size="small" color="error" onClick={() => props.onYank(version)}>
      {t('algorithm.yank')}
    </Button>
  );
}

/**
 * Every version, newest first, yanked ones marked with their reason. Choosing a row shows its
 * interface below; editors yank and un-yank here.
 */
export function VersionsTable(props: {
  versions: AlgorithmVersion[];
  selected: string | null;
  onSelect(version: string): void;
  canEdit: boolean;
  onYank(version: AlgorithmVersion): void;
  onUnyank(version: AlgorithmVersion): void;
}) {
  const { t } = useTranslation('store');
  // A phone shows a version's artifact and its yank action under its number: the columns for
  // them would not fit. Rendered once, where it shows, so each action is one button.
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <TableContainer>
      <Table size="small" aria-label={t('versions.label')}>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox" />
            <TableCell>{t('versions.version')}</TableCell>
            <TableCell sx={MEDIUM}>{t('versions.artifact')}</TableCell>
            <TableCell sx={WIDEST}>{t('versions.runsOn')}</TableCell>
            <TableCell sx={WIDE}>{t('versions.published')}</TableCell>
            <TableCell align="right" sx={MEDIUM}>
              {t('versions.installs')}
            </TableCell>
            {props.canEdit && !phone && (
              <TableCell align="right" aria-label={t('versions.actions')} />
            )}
          </TableRow>
        </TableHead>
        <TableBody>
          {props.versions.map((version) => {
            const selected = version.version === props.selected;
            return (
              <TableRow
                key={version.version}
                hover
                selected={selected}
                aria-label={t('versions.versionLabel', { version: version.version })}
                onClick={() => props.onSelect(version.version)}
                sx={{ cursor: 'pointer', opacity: version.yanked ? 0.75 : 1 }}
              >
                <TableCell padding="checkbox">
                  <Radio
                    size="small"
                    checked={selected}
                    onChange={() => props.onSelect(version.version)}
                    slotProps={{
                      input: { 'aria-label': t('versions.show', { version: version.version }) },
                    }}
                  />
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <Typography
                    component="span"
                    sx={{
                      fontFamily: 'monospace',
                      fontWeight: 700,
                      textDecoration: version.yanked ? 'line-through' : 'none',
                    }}
                  >
                    {version.version}
                  </Typography>
                  {version.yanked && (
                    <Tooltip title={version.yank_reason || t('versions.yanked')}>
                      <Chip
                        size="small"
                        color="error"
                        label={t('versions.yanked')}
                        sx={{ ml: 1 }}
                        aria-label={
                          version.yank_reason
                            ? t('versions.yankedWith', { reason: version.yank_reason })
                            : t('versions.yanked')
                        }
                      />
                    </Tooltip>
                  )}
                  {version.yanked && version.yank_reason && (
                    <Typography
                      variant="caption"
                      color="error"
                      component="div"
                      sx={{ whiteSpace: 'normal', maxWidth: 260 }}
                    >
                      {version.yank_reason}
                    </Typography>
                  )}
                  {version.changelog && (
                    <Typography
                      variant="caption"
                      color="text.secondary"
                      component="div"
                      sx={{ whiteSpace: 'normal', maxWidth: 260 }}
                    >
                      {version.changelog}
                    </Typography>
                  )}
                  {phone && (
                    <Box sx={{ mt: 0.75 }} onClick={(event) => event.stopPropagation()}>
                      <Artifact version={version} />
                      {props.canEdit && (
                        <Box sx={{ mt: 0.5 }}>
                          <YankButton version={version} {...props} />
                        </Box>
                      )}
                    </Box>
                  )}
                </TableCell>
                <TableCell sx={MEDIUM} onClick={(event) => event.stopPropagation()}>
                  <Artifact version={version} />
                </TableCell>
                <TableCell sx={WIDEST}>
                  <RuntimeChips
                    platforms={version.platforms}
                    ros={version.ros_distro}
                    gpu={version.gpu}
                  />
                </TableCell>
                <TableCell sx={{ ...WIDE, whiteSpace: 'nowrap' }}>
                  <Typography variant="body2">{version.published_by?.name ?? '—'}</Typography>
                  <Typography
                    variant="caption"
                    color="text.secondary"
                    title={formatDateTime(version.published_at)}
                  >
                    {timeAgo(version.published_at)}
                  </Typography>
                </TableCell>
                <TableCell align="right" sx={{ ...MEDIUM, fontVariantNumeric: 'tabular-nums' }}>
                  {formatNumber(version.installs)}
                </TableCell>
                {props.canEdit && !phone && (
                  <TableCell align="right" onClick={(event) => event.stopPropagation()}>
                    <YankButton version={version} {...props} />
                  </TableCell>
                )}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
