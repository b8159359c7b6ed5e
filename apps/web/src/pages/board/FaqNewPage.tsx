import { Container, Typography } from '@mui/material';

export default function FaqNewPage() {
  return (
    <Container sx={{ py: 4 }}>
      <Typography variant="h4" component="h1">
        New FAQ entry
      </Typography>
    </Container>
  );
}
