import CloseIcon from '@mui/icons-material/Close';
import {
  Box,
  Button,
  Chip,
  CircularProgress,
  IconButton,
  Paper,
  Tooltip,
  Typography,
} from '@mui/material';
import { CornerOverlay } from '../shared/CornerOverlay';
import { type View, idRanges } from './views-state';
import { useTranslation } from 'react-i18next';
import { serverText } from '../../../lib/i18n';

/**
 * One view: its thumbnail with the detection drawn (a ChArUco board's corners with their ids),
 * whether the board was found (and why not), its reprojection error once calibrated, leave out
 * / use again, remove.
 */
function ViewCard(props: {
  view: View;
  cols: number;
  rows: number;
  /** A ChArUco board: any part of it counts, so the corners seen are told by id. */
  charuco: boolean;
  rms: number | null;
  onToggle: () => void;
  onRemove: () => void;
}) {
  const { view, rms } = props;
  const { t } = useTranslation('calibration');
  const found = view.status === 'found';
  return (
    <Paper
      variant="outlined"
      component="figure"
      aria-label={view.name}
      data-view={view.id}
      data-status={view.status}
      data-found={String(found)}
      data-dropped={String(view.dropped)}
      data-rms={rms === null ? undefined : rms.toFixed(4)}
      data-corners={found ? view.corners.length : undefined}
      data-ids={found && props.charuco ? view.ids.join(',') : undefined}
      sx={{ m: 0, p: 0.75, borderRadius: 2, opacity: view.dropped ? 0.55 : 1, minWidth: 0 }}
    >
      <Box
        sx={{
          position: 'relative',
          aspectRatio: view.width && view.height ? `${view.width} / ${view.height}` : '4 / 3',
          bgcolor: 'action.hover',
          borderRadius: 1,
          overflow: 'hidden',
        }}
      >
        <Box
          component="img"
          src={view.url}
          alt=""
          loading="lazy"
          sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'fill' }}
        />
        {found && view.width && view.height && (
          <CornerOverlay
            width={view.width}
            height={view.height}
            corners={view.corners}
            cols={props.cols}
            rows={props.rows}
            {...(props.charuco ? { ids: view.ids } : {})}
          />
        )}
        {view.status === 'detecting' && (
          <CircularProgress
            size={24}
            sx={{ position: 'absolute', top: 8, left: 8 }}
            aria-label={t('gallery.searching', { name: view.name })}
          />
        )}
        <IconButton
          size="small"
          onClick={props.onRemove}
          aria-label={t('gallery.remove', { name: view.name })}
          sx={{
            position: 'absolute',
            top: 2,
            right: 2,
            bgcolor: 'background.paper',
            '&:hover': { bgcolor: 'background.paper' },
          }}
        >
          <CloseIcon fontSize="small" />
        </IconButton>
      </Box>
      <Box component="figcaption" sx={{ pt: 0.5 }}>
        <Typography variant="caption" component="p" noWrap title={view.name} translate="no">
          {view.name}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}>
          <Tooltip
            title={view.reason ? serverText(view.reason) : ''}
            disableHoverListener={!view.reason}
          >
            <Chip
              size="small"
              label={t(view.dropped ? 'gallery.leftOut' : `gallery.status.${view.status}`)}
              color={
                found
                  ? view.dropped
                    ? 'default'
                    : 'success'
                  : view.status === 'detecting'
                    ? 'default'
                    : 'warning'
              }
              variant={found && !view.dropped ? 'filled' : 'outlined'}
            />
          </Tooltip>
          {rms !== null && !view.dropped && (
            <Typography variant="caption" color="text.secondary">
              {rms.toFixed(2)} px
            </Typography>
          )}
          {found && (
            <Button size="small" onClick={props.onToggle} sx={{ ml: 'auto', minWidth: 0, px: 0.5 }}>
              {t(view.dropped ? 'gallery.use' : 'gallery.leaveOut')}
            </Button>
          )}
        </Box>
        {found && props.charuco && (
          <Typography
            variant="caption"
            color="text.secondary"
            component="p"
            title={t('gallery.ids', { ids: idRanges(view.ids) })}
            sx={{ lineHeight: 1.3, overflowWrap: 'anywhere' }}
          >
            {t('gallery.corners', {
              count: view.corners.length,
              total: props.cols * props.rows,
              ids: idRanges(view.ids),
            })}
          </Typography>
        )}
        {view.reason && (
          <Typography variant="caption" color="warning.main" component="p" sx={{ lineHeight: 1.3 }}>
            {serverText(view.reason)}
          </Typography>
        )}
      </Box>
    </Paper>
  );
}

/** The views as thumbnails, each with its detection. */
export function ViewGallery(props: {
  views: View[];
  cols: number;
  rows: number;
  charuco: boolean;
  rmsOf: (id: string) => number | null;
  onToggle: (id: string) => void;
  onRemove: (id: string) => void;
}) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1,
        gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
        maxHeight: 560,
        overflow: 'auto',
        p: 0.25,
      }}
    >
      {props.views.map((view) => (
        <ViewCard
          key={view.id}
          view={view}
          cols={props.cols}
          rows={props.rows}
          charuco={props.charuco}
          rms={props.rmsOf(view.id)}
          onToggle={() => props.onToggle(view.id)}
          onRemove={() => props.onRemove(view.id)}
        />
      ))}
    </Box>
  );
}
