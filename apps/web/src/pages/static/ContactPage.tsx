import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Box, Button, Link, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ContactForm } from './ContactForm';
import { StaticPage } from './StaticPage';

const TOPICS = [
  'Access for your team or an education class',
  'Connecting your vehicles and PCs',
  'Benchmarks, datasets and partnerships',
  'Privacy requests about your data',
];

/** The public contact form: anyone may write, signed in or not. */
export default function ContactPage() {
  const [sent, setSent] = useState<string>();
  return (
    <StaticPage
      title="Contact us"
      subtitle="Questions about ADS Studio, access for your team, or feedback — we read every message."
    >
      <Box
        sx={{
          display: 'grid',
          gap: 4,
          gridTemplateColumns: { xs: '1fr', md: '1fr 2fr' },
          alignItems: 'start',
        }}
      >
        <Box>
          <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
            We can help with
          </Typography>
          <Box component="ul" sx={{ pl: 2.5, mt: 0, color: 'text.secondary', '& li': { mb: 1 } }}>
            {TOPICS.map((topic) => (
              <li key={topic}>{topic}</li>
            ))}
          </Box>
          <Typography variant="body2" color="text.secondary">
            We answer by e-mail, usually within two business days. Signed-in users can also browse
            the{' '}
            <Link component={RouterLink} to="/faq">
              FAQ
            </Link>
            .
          </Typography>
        </Box>
        <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
          {sent ? (
            <Stack
              spacing={2}
              role="status"
              sx={{ alignItems: 'center', textAlign: 'center', py: 3 }}
            >
              <CheckCircleIcon color="success" sx={{ fontSize: 56 }} />
              <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
                Message sent
              </Typography>
              <Typography color="text.secondary">{sent}</Typography>
              <Stack direction="row" spacing={1.5}>
                <Button onClick={() => setSent(undefined)}>Send another message</Button>
                <Button component={RouterLink} to="/home" variant="contained">
                  Back to home
                </Button>
              </Stack>
            </Stack>
          ) : (
            <ContactForm onSent={setSent} />
          )}
        </Paper>
      </Box>
    </StaticPage>
  );
}
