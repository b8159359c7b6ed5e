import { DEFAULT_PENALTIES } from '@ads/driving-sim';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

const TOPICS = ['scoring', 'ties', 'season', 'try'] as const;

/** How scoring, ties and the season work, in the learner's words. */
export function HelpSection() {
  const { t } = useTranslation('education');
  const penalties = {
    lane: DEFAULT_PENALTIES.laneDeparture,
    red: DEFAULT_PENALTIES.redLight,
    collision: DEFAULT_PENALTIES.collision,
  };
  return (
    <Box>
      {TOPICS.map((topic) => (
        <Accordion key={topic} disableGutters variant="outlined">
          <AccordionSummary expandIcon={<ExpandMoreIcon />}>
            <Typography sx={{ fontWeight: 600 }}>{t(`helpTopics.${topic}Title`)}</Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Typography variant="body2" color="text.secondary">
              {t(`helpTopics.${topic}`, penalties)}
            </Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
}
