import { Container, Typography } from '@mui/material';

export default function TermsPage() {
  return (
    <Container sx={{ py: 4 }}>
      <Typography variant="h4" component="h1">
        Terms of use
      </Typography>
    </Container>
  );
}
