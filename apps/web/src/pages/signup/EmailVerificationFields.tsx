import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import { Button, InputAdornment, Stack, TextField } from '@mui/material';
import type { EmailVerification } from './use-email-verification';
import { useTranslation } from 'react-i18next';

// Buttons beside a text field match its 56 px height.
const sideButton = {
  height: 56,
  minWidth: { xs: 96, sm: 112 },
  flexShrink: 0,
  whiteSpace: 'nowrap',
} as const;

/** E-mail with 'Send code', then the 6-digit code with 'Verify' until the address is verified. */
export function EmailVerificationFields(props: {
  verification: EmailVerification;
  /** The server's reason from a refused sign-up, shown under the e-mail. */
  serverError?: string;
}) {
  const v = props.verification;
  const emailError =
    props.serverError ?? (v.emailFeedback?.tone === 'error' ? v.emailFeedback.text : undefined);
  const emailInfo = v.emailFeedback?.tone === 'info' ? v.emailFeedback.text : undefined;
  const { t } = useTranslation('account');
  return (
    <>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          autoFocus
          fullWidth
          value={v.email}
          onChange={(event) => v.setEmail(event.target.value)}
          error={!!emailError}
          helperText={emailError ?? emailInfo}
          slotProps={{
            formHelperText: {
              sx: { color: !emailError && v.verified ? 'success.main' : undefined },
            },
            input: v.verified
              ? {
                  endAdornment: (
                    <InputAdornment position="end">
                      <CheckCircleRoundedIcon color="success" aria-label={t('fields.verified')} />
                    </InputAdornment>
                  ),
                }
              : {},
          }}
        />
        {/* Once verified there is nothing to send; changing the address starts over. */}
        {!v.verified && (
          <Button
            variant="outlined"
            sx={sideButton}
            disabled={!v.email.trim() || v.busy !== null}
            onClick={() => void v.sendCode()}
          >
            {v.busy === 'send'
              ? t('signup.sending')
              : v.codeSent
                ? t('signup.resend')
                : t('signup.sendCode')}
          </Button>
        )}
      </Stack>
      {v.codeSent && !v.verified && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <TextField
            label={t('fields.code')}
            placeholder={t('fields.codePlaceholder')}
            autoComplete="one-time-code"
            fullWidth
            value={v.code}
            onChange={(event) => v.setCode(event.target.value)}
            error={v.codeFeedback?.tone === 'error'}
            helperText={v.codeFeedback?.text ?? t('fields.codeHelp')}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
          />
          <Button
            variant="contained"
            sx={sideButton}
            disabled={!v.codeComplete || v.busy !== null}
            onClick={() => void v.checkCode()}
          >
            {v.busy === 'check' ? t('signup.checking') : t('signup.verify')}
          </Button>
        </Stack>
      )}
    </>
  );
}
