import { Container, Typography } from '@mui/material';

export default function AdminUsersPage() {
  return (
    <Container sx={{ py: 4 }}>
      <Typography variant="h4" component="h1">
        Users
      </Typography>
    </Container>
  );
}
