import { SANDBOX_LIMITS } from '@ads/controller-sandbox';
import type { EduChallenge } from '@ads/contract';
import { DEFAULT_PENALTIES, EPISODE } from '@ads/driving-sim';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import { Box, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../../lib/format-date';
import { Markdown } from '../../../lib/markdown/Markdown';
import { episodeText } from '../model/episodes';
import { ORDER_LABEL, scoreLabel, scoreMeaning, rankingSentence } from '../model/scores';
import { ObservationDoc } from './ObservationDoc';

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

const Line = ({ children }: { children: ReactNode }) => (
  <Typography component="li" variant="body2" sx={{ mb: 0.5 }}>
    {children}
  </Typography>
);

/**
 * Everything a learner needs before writing a line: how it is ranked (scores in order with
 * their direction, the tie-break), the episodes, the limits and dates, the task's text and
 * what the code is given and answers.
 */
export function RulesTab({ challenge }: { challenge: EduChallenge }) {
  const ms = SANDBOX_LIMITS;
  // A perception challenge has no episodes, penalties or code: its dataset scores a file.
  const driving = challenge.kind === 'driving';
  return (
    <Stack spacing={2}>
      <Card title="순위 기준">
        <Box component="ol" aria-label="점수 순서" sx={{ m: 0, pl: 2.5 }}>
          {challenge.rules.map((rule) => (
            <Box
              component="li"
              key={rule.key}
              sx={{ mb: 1 }}
              data-rule={rule.key}
              data-order={rule.order}
            >
              <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                <Typography sx={{ fontWeight: 700 }}>{scoreLabel(rule.key)}</Typography>
                {rule.order === 'desc' ? (
                  <ArrowUpwardIcon fontSize="small" color="success" />
                ) : (
                  <ArrowDownwardIcon fontSize="small" color="success" />
                )}
                <Typography variant="body2" color="text.secondary">
                  {ORDER_LABEL[rule.order]}
                </Typography>
              </Stack>
              <Typography variant="body2" color="text.secondary">
                {scoreMeaning(rule.key)}
              </Typography>
            </Box>
          ))}
        </Box>
        <Typography variant="body2" sx={{ mt: 1 }} data-testid="tie-break">
          {rankingSentence(challenge.rules)}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          시즌 점수: 1위 {challenge.points}점, 한 순위 내려갈 때마다 10%씩 줄어 10위까지 받습니다.
        </Typography>
      </Card>
      {!driving && (
        <Card title="채점">
          <Typography variant="body2">
            예측 파일을 AI Benchmark의 평가기가 데이터셋 ‘{challenge.dataset?.name ?? '—'}’의 숨은
            test 분할에서 채점합니다(nuScenes NDS·mAP, KITTI 3D AP). 형식은 ‘예측 파일’ 탭에
            있습니다.
          </Typography>
        </Card>
      )}
      {driving && (
        <Card title={`에피소드 ${challenge.episodes.length}개`}>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {challenge.episodes.map((episode, index) => (
              <Line key={index}>{episodeText(episode, index)}</Line>
            ))}
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            샘플 도로망(K-City)의 한 블록을 도는 고리를 달립니다. 시드가 신호 주기와 멈춘 차의
            자리를 정하므로 같은 코드는 같은 결과를 냅니다.
          </Typography>
        </Card>
      )}
      <Card title="제한과 일정">
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          <Line>제출: 24시간에 {challenge.attempts_per_day}번</Line>
          <Line>
            기간: {challenge.opens_at ? formatDateTime(challenge.opens_at) : '지금부터'} ~{' '}
            {challenge.closes_at ? formatDateTime(challenge.closes_at) : '마감 없음'}
          </Line>
          {driving && (
            <>
              <Line>
                벌점: 차선 이탈(뒤차축이 중심에서 {EPISODE.departureM} m 넘게){' '}
                {DEFAULT_PENALTIES.laneDeparture}
                초, 신호 위반 {DEFAULT_PENALTIES.redLight}초, 충돌 {DEFAULT_PENALTIES.collision}초.
                중심에서 {EPISODE.offRoadM} m를 벗어나면 도로 이탈로 에피소드가 끝납니다.
              </Line>
              <Line>
                코드: 메모리 {ms.memoryBytes / 1024 / 1024} MB, 불러오기 {ms.loadMs} ms, 호출마다{' '}
                {ms.callMs} ms, 에피소드 전체 계산 {ms.episodeMs / 1000}초. 네트워크·파일·타이머는
                없습니다.
              </Line>
            </>
          )}
        </Box>
      </Card>
      {challenge.description.trim() && (
        <Paper variant="outlined" component="section" aria-label="과제 설명" sx={{ p: 2 }}>
          <Markdown source={challenge.description} />
        </Paper>
      )}
      {driving && (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <ObservationDoc />
        </Paper>
      )}
    </Stack>
  );
}
