import { Container, Typography } from '@mui/material';

export default function NoticeNewPage() {
  return (
    <Container sx={{ py: 4 }}>
      <Typography variant="h4" component="h1">
        New notice
      </Typography>
    </Container>
  );
}
