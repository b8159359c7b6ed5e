import { DEFAULT_PENALTIES } from '@ads/driving-sim';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

const TOPICS: Array<{ title: string; body: ReactNode }> = [
  {
    title: '점수는 어떻게 매기나요?',
    body: (
      <>
        제출하면 서버가 챌린지의 에피소드를 모두 주행합니다. 에피소드마다 달린 거리의 비율(완주율),
        시뮬레이션 시간, 벌점이 나오고, 제출의 점수는 완주율의 평균과 시간·벌점의 합입니다. 총
        시간은 주행 시간과 벌점 시간의 합입니다. 벌점은 차선 이탈 {DEFAULT_PENALTIES.laneDeparture}
        초, 신호 위반 {DEFAULT_PENALTIES.redLight}초, 충돌 {DEFAULT_PENALTIES.collision}초입니다.
      </>
    ),
  },
  {
    title: '동점이면 누가 앞서나요?',
    body: (
      <>
        챌린지마다 순위 기준이 정해진 순서로 있고, 각 기준은 높을수록 또는 낮을수록 좋습니다. 첫
        기준부터 비교해 다르면 거기서 정하고, 같으면 다음 기준으로 넘어갑니다. 모두 같으면 먼저
        제출한 쪽이 앞섭니다. 학습자마다 가장 좋은 제출 하나만 순위에 들어가므로 나중에 낸 제출이 더
        나빠도 순위는 내려가지 않습니다.
      </>
    ),
  },
  {
    title: '시즌 점수는요?',
    body: (
      <>
        챌린지의 1위는 그 챌린지의 점수를 받고, 순위가 하나 내려갈 때마다 10%씩 줄어 10위까지
        받습니다. 시즌 점수는 모든 챌린지에서 받은 점수의 합입니다. 같으면 1위를 더 많이 한 쪽,
        그다음 가장 좋은 기록을 먼저 낸 쪽이 앞섭니다.
      </>
    ),
  },
  {
    title: '실행해 보기와 제출은 무엇이 다른가요?',
    body: (
      <>
        실행해 보기는 에피소드 하나를 이 브라우저에서 서버와 같은 시뮬레이터로 달려 보는 것이고,
        점수에 들어가지 않으며 횟수 제한도 없습니다. 제출은 대기열에 들어가 서버가 모든 에피소드를
        채점하며, 24시간에 챌린지가 정한 횟수까지 할 수 있습니다. 대기 중에는 앞에 몇 개가 있는지와
        예상 대기 시간이 보입니다.
      </>
    ),
  },
];

/** How scoring, ties and the season work, in the learner's words. */
export function HelpSection() {
  return (
    <Box>
      {TOPICS.map((topic) => (
        <Accordion key={topic.title} disableGutters variant="outlined">
          <AccordionSummary expandIcon={<ExpandMoreIcon />}>
            <Typography sx={{ fontWeight: 600 }}>{topic.title}</Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Typography variant="body2" color="text.secondary">
              {topic.body}
            </Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
}
