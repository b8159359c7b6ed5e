import { Alert } from '@mui/material';

/** Marks sample content until the Education issue replaces it with real challenges. */
export function ExampleNotice() {
  return (
    <Alert severity="info" variant="outlined" sx={{ mx: 2, mb: 2 }}>
      아래 챌린지는 예시입니다. 실제 챌린지, 제출과 랭킹은 교육 앱 업데이트에서 제공됩니다.
    </Alert>
  );
}
