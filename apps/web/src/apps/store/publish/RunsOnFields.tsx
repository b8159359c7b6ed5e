import { Platform, RosDistro } from '@ads/contract';
import {
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  MenuItem,
  Stack,
  Switch,
  TextField,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { VersionDraft } from './version-form';

/** Where a version runs: its platforms, its ROS distro, whether it needs a GPU. */
export function RunsOnFields({
  draft,
  edit,
  reason,
}: {
  draft: VersionDraft;
  edit(field: string, value: Partial<VersionDraft>): void;
  reason(field: string): string | undefined;
}) {
  const { t } = useTranslation('store');
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
      <FormControl error={!!reason('platforms')} component="fieldset">
        <FormLabel component="legend">{t('publish.platforms')}</FormLabel>
        <FormGroup row>
          {Platform.options.map((platform) => (
            <FormControlLabel
              key={platform}
              label={platform}
              control={
                <Checkbox
                  checked={draft.platforms.includes(platform)}
                  onChange={(event) =>
                    edit('platforms', {
                      platforms: event.target.checked
                        ? Platform.options.filter(
                            (item) => item === platform || draft.platforms.includes(item),
                          )
                        : draft.platforms.filter((item) => item !== platform),
                    })
                  }
                />
              }
            />
          ))}
        </FormGroup>
        {reason('platforms') && <FormHelperText>{reason('platforms')}</FormHelperText>}
      </FormControl>
      <TextField
        select
        label={t('publish.ros')}
        value={draft.ros_distro || 'none'}
        onChange={(event) =>
          edit('ros_distro', {
            ros_distro: event.target.value === 'none' ? '' : (event.target.value as RosDistro),
          })
        }
        error={!!reason('ros_distro')}
        helperText={reason('ros_distro')}
        sx={{ minWidth: 180 }}
      >
        <MenuItem value="none">{t('publish.none')}</MenuItem>
        {RosDistro.options.map((distro) => (
          <MenuItem key={distro} value={distro}>
            {distro}
          </MenuItem>
        ))}
      </TextField>
      <FormControlLabel
        label={t('publish.gpu')}
        control={
          <Switch
            checked={draft.gpu}
            onChange={(event) => edit('gpu', { gpu: event.target.checked })}
          />
        }
      />
    </Stack>
  );
}
