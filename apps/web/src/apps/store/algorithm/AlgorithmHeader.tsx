import type { Algorithm } from '@ads/contract';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Box, Chip, Link, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { CategoryChip, DeprecatedBadge } from '../components/Facts';
import { searchPath } from '../search/search-params';

/** The algorithm's title, name, owner, license, category, tags and source. */
export function AlgorithmHeader(props: { algorithm: Algorithm; actions?: ReactNode }) {
  const { t } = useTranslation('store');
  const { algorithm } = props;
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      sx={{ mb: 3, justifyContent: 'space-between', alignItems: { md: 'flex-start' } }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 0.5 }}
        >
          <CategoryChip category={algorithm.category} />
          {algorithm.deprecated && <DeprecatedBadge reason={algorithm.deprecated} />}
        </Stack>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {algorithm.title}
        </Typography>
        <Typography
          color="text.secondary"
          sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}
        >
          {algorithm.name}
          {algorithm.latest ? ` · ${algorithm.latest.version}` : ''}
        </Typography>
        {algorithm.summary && (
          <Typography sx={{ mt: 1, maxWidth: 760 }}>{algorithm.summary}</Typography>
        )}
        <Stack
          direction="row"
          spacing={2}
          useFlexGap
          sx={{ mt: 1.25, flexWrap: 'wrap', alignItems: 'center', color: 'text.secondary' }}
        >
          {/* No owner: the studio's own entry, or one whose owner's account is gone. */}
          {algorithm.owner && (
            <Typography variant="body2">
              <Trans
                t={t}
                i18nKey="algorithm.owner"
                values={{ name: algorithm.owner.name }}
                components={[<strong key="owner" />]}
              />
            </Typography>
          )}
          <Typography
            variant="body2"
            aria-label={t('algorithm.license', { license: algorithm.license })}
          >
            ⚖ {algorithm.license}
          </Typography>
          {algorithm.source_url && (
            <Link
              href={algorithm.source_url}
              target="_blank"
              rel="noopener noreferrer nofollow"
              variant="body2"
              sx={{
                display: 'inline-flex',
                alignItems: 'center',
                gap: 0.5,
                overflowWrap: 'anywhere',
              }}
            >
              {t('algorithm.source')} <OpenInNewIcon sx={{ fontSize: 14 }} />
            </Link>
          )}
        </Stack>
        {algorithm.tags.length > 0 && (
          <Stack
            direction="row"
            spacing={0.75}
            useFlexGap
            sx={{ mt: 1.25, flexWrap: 'wrap' }}
            aria-label={t('algorithm.tags')}
          >
            {algorithm.tags.map((tag) => (
              <Chip
                key={tag}
                size="small"
                label={`#${tag}`}
                component={RouterLink}
                to={searchPath({ q: tag })}
                clickable
              />
            ))}
          </Stack>
        )}
      </Box>
      {props.actions}
    </Stack>
  );
}
