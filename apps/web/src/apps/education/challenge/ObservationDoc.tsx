import { EPISODE } from '@ads/driving-sim';
import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';

const code = (text: string) => (
  <Box
    component="code"
    sx={{ fontFamily: 'ui-monospace, Menlo, Consolas, monospace', fontSize: 13 }}
  >
    {text}
  </Box>
);

/** The observation's fields as @ads/driving-sim's episode.ts fills them. */
const OBSERVATION: Array<[string, string]> = [
  ['t', '시작 후 시뮬레이션 시간(초)'],
  ['speed', '차의 진행 방향 속도(m/s)'],
  ['lateral_offset', '뒤차축이 차로 중심에서 떨어진 거리(m). 왼쪽이 +'],
  ['heading_error', '차의 방향 − 차로의 방향(rad). 왼쪽이 +'],
  [
    'curvature_ahead',
    `앞쪽 ${EPISODE.curvatureAt.join(', ')} m 지점의 경로 곡률(1/m) 배열. 왼쪽으로 굽으면 +`,
  ],
  ['speed_limit', '지금 위치에서 도로가 허용하는 속도(제한 속도와 곡선, m/s)'],
  [
    'next_stop',
    `${EPISODE.lookAheadM} m 안에서 가장 가까운 정지 지점 { distance, reason } 또는 null. reason은 'red_light'(빨간불·노란불의 정지선) 또는 'obstacle'(멈춘 차). distance는 앞범퍼부터(m)`,
  ],
  ['obstacles', '앞쪽 경로 위의 멈춘 차, 가까운 순서로 최대 3대: { distance, lateral, speed }'],
  ['remaining', '남은 주행 거리(m)'],
];

const ANSWER: Array<[string, string]> = [
  ['throttle', '가속 페달 0–1'],
  ['brake', '브레이크 0–1'],
  ['steering', '조향 −1(오른쪽 끝)…1(왼쪽 끝). 1이 타이어 각 0.6 rad'],
];

function FieldTable({ label, rows }: { label: string; rows: Array<[string, string]> }) {
  return (
    <Table size="small" aria-label={label} sx={{ '& td': { verticalAlign: 'top', px: 1 } }}>
      <TableHead>
        <TableRow>
          <TableCell sx={{ px: 1 }}>필드</TableCell>
          <TableCell sx={{ px: 1 }}>뜻</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map(([field, meaning]) => (
          <TableRow key={field}>
            <TableCell>{code(field)}</TableCell>
            <TableCell>{meaning}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** What control(obs) is given and must answer: the contract between the code and the sim. */
export function ObservationDoc() {
  return (
    <Box component="section" aria-label="관측값과 응답">
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
        관측값과 응답
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 1 }}>
        코드는 {code('export default function control(obs) { … }')} 하나를 내보냅니다. 시뮬레이터가
        1초에 {EPISODE.hz}번(시뮬레이션 시간) 관측값 {code('obs')}로 부르고,{' '}
        {code('{ throttle, brake, steering }')}를 돌려받습니다. 값이 아니거나 유한한 수가 아니면 그
        에피소드는 오류로 끝납니다. 호출 사이에 모듈의 변수는 유지됩니다.
      </Typography>
      <FieldTable label="관측값 obs" rows={OBSERVATION} />
      <Typography variant="body2" sx={{ mt: 2, mb: 1, fontWeight: 700 }}>
        응답
      </Typography>
      <FieldTable label="응답" rows={ANSWER} />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        편집기에서 {code('/** @param {Observation} obs */')}를 control 위에 적으면 필드가 자동
        완성됩니다. {code('console.log')}로 출력한 줄은 결과 아래에 보입니다.
      </Typography>
    </Box>
  );
}
