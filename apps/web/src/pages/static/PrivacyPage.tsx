import { Container, Typography } from '@mui/material';

export default function PrivacyPage() {
  return (
    <Container sx={{ py: 4 }}>
      <Typography variant="h4" component="h1">
        Privacy policy
      </Typography>
    </Container>
  );
}
