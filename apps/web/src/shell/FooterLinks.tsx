import { Link } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';

const LINKS = [
  { to: '/contact', label: 'footer.contact' },
  { to: '/privacy', label: 'footer.privacy' },
  { to: '/terms', label: 'footer.terms' },
] as const;

/** The links every header-less page carries at its foot. */
export function FooterLinks({ color = 'inherit' }: { color?: string }) {
  const { t } = useTranslation();
  return LINKS.map((link) => (
    <Link
      key={link.to}
      component={RouterLink}
      to={link.to}
      variant="body2"
      color={color}
      underline="hover"
    >
      {t(link.label)}
    </Link>
  ));
}
