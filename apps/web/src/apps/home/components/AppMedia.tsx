import type { AppEntry } from '@ads/contract';
import { Box } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { AppIcon } from '../../../shell/topbar/app-icons';

const frame = {
  display: 'block',
  width: '100%',
  aspectRatio: { xs: '16 / 9', sm: '2 / 1' },
  objectFit: 'cover',
} as const;

/**
 * A card's media from the file service: an image or a muted looping demo video. Apps without
 * media get a drawn panel with their icon, so every card in the grid keeps the same shape.
 */
export function AppMedia({ app }: { app: AppEntry }) {
  const dimmed = app.disabled ? { filter: 'grayscale(0.7)', opacity: 0.75 } : {};
  if (app.media.type === 'img') {
    return (
      <Box component="img" src={app.media.src} alt="" loading="lazy" sx={{ ...frame, ...dimmed }} />
    );
  }
  if (app.media.type === 'video') {
    return (
      <Box
        component="video"
        src={app.media.src}
        muted
        loop
        autoPlay
        playsInline
        aria-hidden="true"
        sx={{ ...frame, ...dimmed }}
      />
    );
  }
  return (
    <Box
      aria-hidden="true"
      data-testid="media-placeholder"
      sx={(theme) => {
        const dark = theme.palette.mode === 'dark';
        const line = alpha(theme.palette.primary.main, 0.08);
        return {
          ...frame,
          ...dimmed,
          position: 'relative',
          overflow: 'hidden',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          color: theme.palette.primary.main,
          // A faint grid, like a map or a sensor view, behind the icon.
          backgroundImage: [
            `linear-gradient(135deg, ${alpha(theme.palette.primary.main, dark ? 0.22 : 0.1)}, ${alpha(theme.palette.secondary.main, dark ? 0.32 : 0.2)})`,
            `repeating-linear-gradient(0deg, ${line} 0 1px, transparent 1px 28px)`,
            `repeating-linear-gradient(90deg, ${line} 0 1px, transparent 1px 28px)`,
          ].join(', '),
        };
      }}
    >
      <Box
        sx={(theme) => ({
          width: 76,
          height: 76,
          borderRadius: '22px',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          bgcolor: alpha(
            theme.palette.background.paper,
            theme.palette.mode === 'dark' ? 0.5 : 0.85,
          ),
          boxShadow: `0 10px 30px ${alpha(theme.palette.primary.main, 0.25)}`,
        })}
      >
        <AppIcon name={app.icon} sx={{ fontSize: 40 }} />
      </Box>
    </Box>
  );
}
