import type { SimilarGroup } from '@ads/calibration';
import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { currentLanguage, serverText } from '../../../lib/i18n';

/** Groups listed before "and N more": the list stays short enough to read at a glance. */
export const SHOWN_GROUPS = 4;

/**
 * The similar-views warning's list (issue 30): one line per group of views that repeat a pose,
 * saying what they share ("a.png and b.png look alike: same tilt (about 30°, left side away)
 * and distance (about 0.75 m), same place in the picture."), the first few and a count.
 */
export function SimilarGroups({ groups }: { groups: SimilarGroup[] }) {
  const { t } = useTranslation('calibration');
  const shown = groups.slice(0, SHOWN_GROUPS);
  const more = groups.length - shown.length;
  return (
    <Box
      component="ul"
      aria-label={t('quality.alike')}
      data-groups={groups.length}
      sx={{ m: 0, mt: 0.5, pl: 2.5 }}
    >
      {shown.map((group) => (
        <Typography
          component="li"
          variant="body2"
          key={group.files.join('|')}
          data-files={group.files.join(' ')}
          sx={{ overflowWrap: 'anywhere' }}
        >
          {currentLanguage() === 'en' ? (
            group.text
          ) : (
            <>
              <span translate="no">{group.files.join(', ')}</span>
              {t('quality.groupAlike', { alike: serverText(group.alike) })}
            </>
          )}
        </Typography>
      ))}
      {more > 0 && (
        <Typography component="li" variant="body2" sx={{ listStyle: 'none', ml: -2.5 }}>
          {t('quality.moreAlike', { count: more })}
        </Typography>
      )}
    </Box>
  );
}
