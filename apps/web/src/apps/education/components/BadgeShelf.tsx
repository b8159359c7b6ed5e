import type { EduBadge } from '@ads/contract';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import FlagIcon from '@mui/icons-material/Flag';
import MilitaryTechIcon from '@mui/icons-material/MilitaryTech';
import SendIcon from '@mui/icons-material/Send';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import VerifiedIcon from '@mui/icons-material/Verified';
import { Avatar, Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format-date';
import { badgeShelf } from '../model/badges';

const ICONS = {
  first_submission: SendIcon,
  first_lap: FlagIcon,
  clean_lap: VerifiedIcon,
  top_10: TrendingUpIcon,
  podium: MilitaryTechIcon,
  winner: EmojiEventsIcon,
} as const;

/** Every badge, the earned ones in colour with when, the others greyed as what to aim for. */
export function BadgeShelf({ badges }: { badges: readonly EduBadge[] }) {
  const { t } = useTranslation('education');
  return (
    <Box
      component="ul"
      aria-label={t('badge.list')}
      sx={{
        m: 0,
        p: 0,
        listStyle: 'none',
        display: 'grid',
        gridTemplateColumns: 'repeat(3, 1fr)',
        gap: 1,
      }}
    >
      {badgeShelf(badges).map((badge) => {
        const Icon = ICONS[badge.key];
        const earned = badge.earned !== null;
        return (
          <Box
            component="li"
            key={badge.key}
            data-badge={badge.key}
            data-earned={earned}
            title={t(`badge.${badge.key}.text`)}
            sx={{ textAlign: 'center', opacity: earned ? 1 : 0.45, py: 1 }}
          >
            <Avatar
              sx={{
                mx: 'auto',
                width: 44,
                height: 44,
                bgcolor: earned ? 'primary.main' : 'action.disabledBackground',
                color: earned ? 'primary.contrastText' : 'text.disabled',
              }}
            >
              <Icon />
            </Avatar>
            <Typography variant="body2" sx={{ fontWeight: 700, mt: 0.5 }}>
              {t(`badge.${badge.key}.title`)}
              {badge.count > 1 ? ` ×${badge.count}` : ''}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {badge.earned ? formatDate(badge.earned.earned_at) : t('badge.notYet')}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}
