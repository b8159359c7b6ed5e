import { Container, Typography } from '@mui/material';

export default function NotFoundPage() {
  return (
    <Container sx={{ py: 4 }}>
      <Typography variant="h4" component="h1">
        Page not found
      </Typography>
    </Container>
  );
}
