import AddIcon from '@mui/icons-material/Add';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import HubOutlinedIcon from '@mui/icons-material/HubOutlined';
import Inventory2OutlinedIcon from '@mui/icons-material/Inventory2Outlined';
import PublishOutlinedIcon from '@mui/icons-material/PublishOutlined';
import { Box, Button, Container, Paper, Stack, Typography } from '@mui/material';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { formatNumber } from '../../lib/i18n';
import { EmptyState } from '../../shell/EmptyState';
import { PageHeader } from '../../shell/PageHeader';
import { ErrorState, LoadingBlocks } from '../../shell/StateViews';
import { useAlgorithms, useCombos, useRefreshStore } from './api';
import { AlgorithmCard } from './components/AlgorithmCard';
import { ComboCard } from './components/ComboCard';
import { algorithmPath, comboPath } from './components/paths';
import { NewComboDialog } from './combo/NewComboDialog';
import { CardCell, CardGrid } from './home/CardGrid';
import { CategoryTiles } from './home/CategoryTiles';
import { StoreSearchBox } from './home/StoreSearchBox';
import { AlgorithmDialog } from './publish/AlgorithmDialog';
import { searchPath } from './search/search-params';

const RECENT = { sort: 'updated', page: 1 } as const;

function Counter(props: { value: number | undefined; label: string; one: string }) {
  return (
    <Box sx={{ minWidth: 96 }}>
      <Typography
        component="p"
        variant="h4"
        sx={{ fontWeight: 800, lineHeight: 1.1, fontVariantNumeric: 'tabular-nums' }}
      >
        {props.value === undefined ? '–' : formatNumber(props.value)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {props.value === 1 ? props.one : props.label}
      </Typography>
    </Box>
  );
}

function Part(props: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Box component="section" aria-label={props.title} sx={{ mt: { xs: 4, sm: 5 } }}>
      <Stack direction="row" sx={{ alignItems: 'center', mb: 1.5, gap: 1 }}>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700, flex: 1 }}>
          {props.title}
        </Typography>
        {props.action}
      </Stack>
      {props.children}
    </Box>
  );
}

/**
 * The IP Repository's front page: what it holds, a search, the categories as ways in, the
 * algorithms updated last and the combos; publishing an algorithm and composing a combo.
 */
export default function StorePage() {
  const { t } = useTranslation('store');
  const navigate = useNavigate();
  const refresh = useRefreshStore();
  const recent = useAlgorithms(RECENT);
  const combos = useCombos();
  const [publishing, setPublishing] = useState(false);
  const [composing, setComposing] = useState(false);
  // Each opening starts an empty form.
  const [opening, setOpening] = useState(0);

  const list = recent.data;
  const licenses = list?.facets.license.length;
  return (
    <Container maxWidth="xl" sx={{ py: { xs: 3, sm: 4 } }}>
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        action={
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button
              variant="outlined"
              startIcon={<AddIcon />}
              onClick={() => {
                setOpening((count) => count + 1);
                setComposing(true);
              }}
            >
              {t('home.newCombo')}
            </Button>
            <Button
              variant="contained"
              startIcon={<PublishOutlinedIcon />}
              onClick={() => {
                setOpening((count) => count + 1);
                setPublishing(true);
              }}
            >
              {t('home.publish')}
            </Button>
          </Stack>
        }
      />

      <Paper
        variant="outlined"
        sx={{
          p: { xs: 2, sm: 3 },
          borderRadius: 4,
          background: (theme) =>
            `linear-gradient(135deg, ${theme.palette.primary.main}14, ${theme.palette.secondary.main}10)`,
        }}
      >
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={{ xs: 2.5, md: 4 }}
          sx={{ alignItems: { md: 'center' } }}
        >
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600, mb: 1.25 }}>
              {t('home.findPrompt')}
            </Typography>
            <StoreSearchBox />
          </Box>
          <Stack
            direction="row"
            spacing={3}
            aria-label={t('home.holds')}
            role="group"
            sx={{ justifyContent: { xs: 'space-between', md: 'flex-start' } }}
          >
            <Counter
              value={list?.total}
              label={t('home.algorithms_other')}
              one={t('home.algorithms_one')}
            />
            <Counter
              value={combos.data?.total}
              label={t('home.combos_other')}
              one={t('home.combos_one')}
            />
            <Counter
              value={licenses}
              label={t('home.licenses_other')}
              one={t('home.licenses_one')}
            />
          </Stack>
        </Stack>
      </Paper>

      <Part title={t('home.categories')}>
        <CategoryTiles facets={list?.facets} />
      </Part>

      <Part
        title={t('home.recent')}
        action={
          <Button
            component={RouterLink}
            to={searchPath({ sort: 'updated' })}
            endIcon={<ArrowForwardIcon />}
          >
            {t('home.allAlgorithms')}
          </Button>
        }
      >
        {recent.isPending ? (
          <LoadingBlocks count={2} height={150} />
        ) : recent.isError && !list ? (
          <ErrorState error={recent.error} onRetry={() => void recent.refetch()} />
        ) : list && list.items.length === 0 ? (
          <EmptyState
            icon={<Inventory2OutlinedIcon />}
            title={t('home.nothingTitle')}
            text={t('home.nothingText')}
            action={
              <Button variant="contained" onClick={() => setPublishing(true)}>
                {t('home.publish')}
              </Button>
            }
          />
        ) : (
          <CardGrid label={t('home.recentList')}>
            {list!.items.slice(0, 6).map((algorithm) => (
              <CardCell key={algorithm.id}>
                <AlgorithmCard algorithm={algorithm} />
              </CardCell>
            ))}
          </CardGrid>
        )}
      </Part>

      <Part title={t('home.combosTitle')}>
        {combos.isPending ? (
          <LoadingBlocks count={1} height={110} />
        ) : combos.isError ? (
          <ErrorState error={combos.error} onRetry={() => void combos.refetch()} />
        ) : combos.data.items.length === 0 ? (
          <EmptyState
            icon={<HubOutlinedIcon />}
            title={t('home.noComboTitle')}
            text={t('home.noComboText')}
            action={
              <Button variant="contained" onClick={() => setComposing(true)}>
                {t('home.newCombo')}
              </Button>
            }
          />
        ) : (
          <CardGrid label={t('home.combosTitle')}>
            {combos.data.items.map((combo) => (
              <CardCell key={combo.id}>
                <ComboCard combo={combo} />
              </CardCell>
            ))}
          </CardGrid>
        )}
      </Part>

      {publishing && (
        <AlgorithmDialog
          key={`a${opening}`}
          open
          onClose={() => setPublishing(false)}
          onSaved={(algorithm) => {
            setPublishing(false);
            void refresh();
            void navigate(algorithmPath(algorithm.id));
          }}
        />
      )}
      {composing && (
        <NewComboDialog
          key={`c${opening}`}
          open
          onClose={() => setComposing(false)}
          onCreated={(combo) => {
            setComposing(false);
            void refresh();
            void navigate(comboPath(combo.id));
          }}
        />
      )}
    </Container>
  );
}
