import { type AlgorithmList, ModuleCategory } from '@ads/contract';
import AltRouteOutlinedIcon from '@mui/icons-material/AltRouteOutlined';
import MyLocationOutlinedIcon from '@mui/icons-material/MyLocationOutlined';
import SensorsOutlinedIcon from '@mui/icons-material/SensorsOutlined';
import TuneOutlinedIcon from '@mui/icons-material/TuneOutlined';
import ViewInArOutlinedIcon from '@mui/icons-material/ViewInArOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import { Box, Card, CardActionArea, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { categoryText, categoryTitle, plural } from '../format';
import { searchPath } from '../search/search-params';

const ICONS: Record<ModuleCategory, ReactNode> = {
  sensing: <SensorsOutlinedIcon />,
  localization: <MyLocationOutlinedIcon />,
  perception: <VisibilityOutlinedIcon />,
  planning: <AltRouteOutlinedIcon />,
  control: <TuneOutlinedIcon />,
  simulator: <ViewInArOutlinedIcon />,
};

/** The studio's categories as ways into the search, each with how many algorithms it holds. */
export function CategoryTiles({ facets }: { facets: AlgorithmList['facets'] | undefined }) {
  const { t } = useTranslation('store');
  const countOf = (category: string) =>
    facets?.category.find((facet) => facet.value === category)?.count ?? 0;
  return (
    <Box
      component="nav"
      aria-label={t('home.categories')}
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)', lg: 'repeat(6, 1fr)' },
      }}
    >
      {ModuleCategory.options.map((category) => (
        <Card
          key={category}
          variant="outlined"
          sx={{ borderRadius: 3, height: '100%', '&:hover': { borderColor: 'primary.main' } }}
        >
          <CardActionArea
            component={RouterLink}
            to={searchPath({ category })}
            aria-label={t('categoryTile', {
              category: categoryTitle(category),
              count: plural(countOf(category), 'algorithm'),
            })}
            sx={{
              p: 2,
              height: '100%',
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'flex-start',
              // ButtonBase centres its content; a tile reads from the top like its neighbours.
              justifyContent: 'flex-start',
            }}
          >
            <Box sx={{ color: 'primary.main', display: 'flex', mb: 1, '& svg': { fontSize: 28 } }}>
              {ICONS[category]}
            </Box>
            <Typography variant="subtitle2" component="span" sx={{ fontWeight: 700 }}>
              {categoryTitle(category)}
            </Typography>
            <Typography variant="body2" color="text.secondary" component="span">
              {facets ? plural(countOf(category), 'algorithm') : '…'}
            </Typography>
            <Typography
              variant="caption"
              color="text.secondary"
              component="span"
              sx={{ mt: 0.75, display: { xs: 'none', sm: 'block' } }}
            >
              {categoryText(category)}
            </Typography>
          </CardActionArea>
        </Card>
      ))}
    </Box>
  );
}
