import type { EduChallenge } from '@ads/contract';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import { type ReactNode, useState } from 'react';
import { submitPredictions, useRefreshAfterSubmission } from '../api';

// Short lines: the example fits a phone's column without scrolling sideways.
const EXAMPLE = `{ "pred": [
  { "sample": "000000",
    "class": "car",
    "x": 12.0, "y": -3.3,
    "z": -0.9, "l": 4.4,
    "w": 1.8, "h": 1.5,
    "yaw": 0.07,
    "score": 0.87 }
] }`;

/** How many test frame names are listed before "and n more". */
const LISTED = 12;

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

/**
 * A perception challenge's submit tab (instead of the code editor and Try): the dataset, the
 * predictions file's format, and the upload. The server checks the file whole before it answers
 * (its first problem comes back as a sentence, and nothing is kept), then queues its scoring on
 * the dataset's hidden test split.
 */
export function PredictionsTab({
  challenge,
  onSubmitted,
}: {
  challenge: EduChallenge;
  onSubmitted(): void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const refresh = useRefreshAfterSubmission();
  const dataset = challenge.dataset;
  const samples = dataset?.test_samples ?? [];

  const send = async () => {
    if (!file) return;
    setSending(true);
    setProblem(null);
    // Sent as chosen: the server tells JSON from an archive by its first byte, not its type.
    const result = await submitPredictions(challenge.id, file);
    setSending(false);
    if (!result.success) return setProblem(result.message);
    setFile(null);
    void refresh(challenge.id);
    onSubmitted();
  };

  return (
    <Stack spacing={2}>
      <Card title="데이터셋">
        {dataset ? (
          <>
            <Typography sx={{ fontWeight: 700 }} data-testid="dataset-name">
              {dataset.name}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              클래스: {dataset.classes.join(', ') || '—'} · 채점 프레임 {samples.length}개(숨은 test
              분할). 정답 상자는 공개되지 않습니다.
            </Typography>
            <Typography
              variant="body2"
              component="p"
              sx={{ mt: 1, fontFamily: 'monospace', overflowWrap: 'anywhere' }}
              aria-label="채점 프레임"
            >
              {samples.slice(0, LISTED).join(' ')}
              {samples.length > LISTED && ` … 외 ${samples.length - LISTED}개`}
            </Typography>
          </>
        ) : (
          <Alert severity="warning">이 챌린지의 데이터셋을 지금은 쓸 수 없습니다.</Alert>
        )}
      </Card>
      <Card title="파일 형식">
        <Typography variant="body2">
          AI Benchmark의 예측 파일입니다. 라이다 좌표계(x 앞, y 왼쪽, z 위, 미터), 상자의 기하 중심,
          yaw는 라디안이며 score는 높을수록 확신입니다. 위 프레임마다 상자를 적고, 상자가 없는
          프레임은 빼도 됩니다.
        </Typography>
        <Box
          component="pre"
          sx={{ m: 0, mt: 1, p: 1, bgcolor: 'action.hover', borderRadius: 1, overflowX: 'auto' }}
        >
          {EXAMPLE}
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          또는 <code>&lt;sample&gt;.txt</code> 파일(한 줄에 <code>Class x y z l w h yaw score</code>
          )을 묶은 .zip/.tar(.gz). 64 MB까지, 프레임마다 상자 500개까지.
        </Typography>
      </Card>
      <Card title="제출">
        <Stack spacing={1.5}>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
            <Button component="label" variant="outlined" startIcon={<UploadFileIcon />}>
              파일 고르기
              <input
                hidden
                type="file"
                aria-label="예측 파일"
                accept=".json,.zip,.tar,.gz,.tgz"
                onChange={(event) => {
                  setFile(event.target.files?.[0] ?? null);
                  setProblem(null);
                }}
              />
            </Button>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
              {file ? file.name : '고른 파일이 없습니다'}
            </Typography>
          </Box>
          {problem && (
            <Alert severity="error" role="alert">
              {problem}
            </Alert>
          )}
          <Button
            variant="contained"
            disabled={!file || sending || !challenge.accepting}
            onClick={() => void send()}
          >
            {sending ? '검사하는 중…' : '제출'}
          </Button>
          {!challenge.accepting && (
            <Typography variant="body2" color="text.secondary">
              지금은 제출을 받지 않습니다.
            </Typography>
          )}
        </Stack>
      </Card>
    </Stack>
  );
}
