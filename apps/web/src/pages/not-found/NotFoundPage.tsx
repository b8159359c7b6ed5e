import TravelExploreIcon from '@mui/icons-material/TravelExplore';
import { Box, Button, Container, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useLocation } from 'react-router';

/** Any path the route table does not know: say which one, and offer the way home. */
export default function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        bgcolor: 'background.default',
      }}
    >
      <Container maxWidth="sm" sx={{ py: 6, textAlign: 'center' }}>
        <TravelExploreIcon sx={{ fontSize: 64, color: 'primary.main' }} />
        <Typography
          variant="overline"
          component="p"
          color="text.secondary"
          sx={{ mt: 2, letterSpacing: 2 }}
        >
          Error 404
        </Typography>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
          Page not found
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 2 }}>
          There is no page at{' '}
          <Box
            component="code"
            sx={{
              px: 0.75,
              py: 0.25,
              borderRadius: 1,
              bgcolor: 'action.hover',
              fontFamily: 'monospace',
              overflowWrap: 'anywhere',
            }}
          >
            {pathname}
          </Box>
          . It may have moved, or the address may be mistyped.
        </Typography>
        <Stack direction="row" spacing={2} sx={{ mt: 4, justifyContent: 'center' }}>
          <Button component={RouterLink} to="/home" variant="contained" size="large">
            Go to home
          </Button>
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 3 }}>
          Need help?{' '}
          <Link component={RouterLink} to="/contact">
            Contact us
          </Link>
        </Typography>
      </Container>
    </Box>
  );
}
