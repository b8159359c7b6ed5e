import { Container, Typography } from '@mui/material';

export default function ProjectPage() {
  return (
    <Container sx={{ py: 4 }}>
      <Typography variant="h4" component="h1">
        Projects
      </Typography>
    </Container>
  );
}
