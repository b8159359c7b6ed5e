import {
  Checkbox,
  FormControl,
  FormControlLabel,
  FormHelperText,
  Link,
  Stack,
} from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { Trans, useTranslation } from 'react-i18next';

interface Agreement {
  key: 'privacy_agreement' | 'terms_agreement';
  to: string;
  document: 'signup.privacy' | 'signup.terms';
}

const AGREEMENTS: Agreement[] = [
  { key: 'privacy_agreement', to: '/privacy', document: 'signup.privacy' },
  { key: 'terms_agreement', to: '/terms', document: 'signup.terms' },
];

/**
 * The two agreements sign-up requires (spec §5). The documents open in a new tab so the
 * half-filled form stays where it is.
 */
export function AgreementChecks(props: {
  checked: Record<Agreement['key'], boolean>;
  onChange(key: Agreement['key'], checked: boolean): void;
  errors: Record<string, string>;
}) {
  const { t } = useTranslation('account');
  return (
    <Stack spacing={0.5}>
      {AGREEMENTS.map((agreement) => (
        <FormControl key={agreement.key} error={!!props.errors[agreement.key]}>
          <FormControlLabel
            required
            control={
              <Checkbox
                checked={props.checked[agreement.key]}
                onChange={(event) => props.onChange(agreement.key, event.target.checked)}
              />
            }
            label={
              <Trans
                t={t}
                i18nKey="signup.agree"
                values={{ document: t(agreement.document) }}
                components={[
                  <Link
                    key="document"
                    component={RouterLink}
                    to={agreement.to}
                    target="_blank"
                    rel="noopener noreferrer"
                  />,
                ]}
              />
            }
          />
          {props.errors[agreement.key] && (
            <FormHelperText sx={{ mt: -0.5, ml: 4 }}>{props.errors[agreement.key]}</FormHelperText>
          )}
        </FormControl>
      ))}
    </Stack>
  );
}
