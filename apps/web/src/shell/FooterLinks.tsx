import { Link } from '@mui/material';
import { Link as RouterLink } from 'react-router';

const LINKS = [
  { to: '/contact', label: 'Contact' },
  { to: '/privacy', label: 'Privacy policy' },
  { to: '/terms', label: 'Terms of use' },
];

/** The links every header-less page carries at its foot. */
export function FooterLinks({ color = 'inherit' }: { color?: string }) {
  return LINKS.map((link) => (
    <Link
      key={link.to}
      component={RouterLink}
      to={link.to}
      variant="body2"
      color={color}
      underline="hover"
    >
      {link.label}
    </Link>
  ));
}
