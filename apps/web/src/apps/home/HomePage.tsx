import { Container, Typography } from '@mui/material';

/** Placeholder: the catalogue cards are built with the top bar. */
export default function HomePage() {
  return (
    <Container sx={{ py: 4 }}>
      <Typography variant="h4" component="h1">
        ADS Studio
      </Typography>
    </Container>
  );
}
