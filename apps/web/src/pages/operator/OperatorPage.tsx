import { Container, Typography } from '@mui/material';

export default function OperatorPage() {
  return (
    <Container sx={{ py: 4 }}>
      <Typography variant="h4" component="h1">
        Service status
      </Typography>
    </Container>
  );
}
