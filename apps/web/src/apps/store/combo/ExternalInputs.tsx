import {
  Box,
  Button,
  Checkbox,
  Chip,
  FormControlLabel,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OpenInput } from './combo-form';
import { MONO_INPUT } from '../components/mono';

/**
 * A new combo's external inputs: the inputs no chosen member produces, offered to tick, and any
 * other topic typed in (a driver on the vehicle that publishes what a member needs).
 */
export function ExternalInputs(props: {
  open: OpenInput[];
  chosen: string[];
  error: string | undefined;
  onToggle(topic: string, on: boolean): void;
}) {
  const { t } = useTranslation('store');
  const [other, setOther] = useState('');
  const typedExternal = props.chosen.filter(
    (topic) => !props.open.some((input) => input.topic === topic),
  );
  const addOther = () => {
    if (other.trim()) props.onToggle(other.trim(), true);
    setOther('');
  };
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle2">
        {t('external.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('external.text')}
      </Typography>
      {props.open.length === 0 && typedExternal.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('external.none')}
        </Typography>
      )}
      <Stack>
        {props.open.map((input) => (
          <FormControlLabel
            key={input.topic}
            control={
              <Checkbox
                checked={props.chosen.includes(input.topic)}
                onChange={(event) => props.onToggle(input.topic, event.target.checked)}
              />
            }
            label={
              <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
                <Box component="span" sx={{ fontFamily: 'monospace' }}>
                  {input.topic}
                </Box>{' '}
                <Typography component="span" variant="body2" color="text.secondary">
                  {t('external.forConsumers', {
                    type: input.type,
                    consumers: input.consumers.join(', '),
                  })}
                </Typography>
              </Box>
            }
          />
        ))}
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 1 }}>
        {typedExternal.map((topic) => (
          <Chip
            key={topic}
            label={topic}
            onDelete={() => props.onToggle(topic, false)}
            sx={{ fontFamily: 'monospace' }}
          />
        ))}
      </Stack>
      <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'flex-start' }}>
        <TextField
          size="small"
          label={t('external.other')}
          placeholder="/sensing/gnss/fix"
          value={other}
          onChange={(event) => setOther(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              addOther();
            }
          }}
          error={!!props.error}
          helperText={props.error}
          slotProps={MONO_INPUT}
          sx={{ flex: 1 }}
        />
        <Button onClick={addOther} disabled={!other.trim()}>
          {t('external.add')}
        </Button>
      </Stack>
    </Box>
  );
}
