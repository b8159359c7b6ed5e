import { ROUTES, STORE, type UserRef, isAdmin } from '@ads/contract';
import { Autocomplete, Chip, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listOrEmpty } from '../../../lib/api';
import { useAuth } from '../../../lib/auth-store';

/**
 * Studio users who may publish versions beside the owner. An administrator picks them from the
 * user list; anyone else adds a colleague by the user id the colleague reads on the account
 * page (the studio does not show its user list to everybody).
 */
export function MaintainersField(props: {
  value: UserRef[];
  onChange(value: UserRef[]): void;
  error?: string;
}) {
  const { t } = useTranslation('store');
  const admin = useAuth((state) => isAdmin(state.role));
  const me = useAuth((state) => state.id);
  const [typed, setTyped] = useState('');
  const users = useQuery({
    queryKey: ['store', 'maintainer-options'],
    queryFn: async () =>
      (await listOrEmpty(ROUTES.listUsers)).map((user) => ({ id: user.id, name: user.username })),
    enabled: admin,
    staleTime: 60_000,
  });
  const options = (users.data ?? []).filter((user) => user.id !== me);
  const bad = typed.trim() !== '' && !/^\d{1,9}$/.test(typed.trim());

  return (
    <Autocomplete<UserRef, true, false, true>
      multiple
      freeSolo
      options={options}
      value={props.value}
      inputValue={typed}
      onInputChange={(_, text) => setTyped(text)}
      getOptionLabel={(option) => (typeof option === 'string' ? option : option.name)}
      isOptionEqualToValue={(option, value) => typeof value !== 'string' && option.id === value.id}
      filterSelectedOptions
      onChange={(_, value) => {
        const users = value.flatMap((item) => {
          if (typeof item !== 'string') return [item];
          const id = Number(item.trim());
          return /^\d{1,9}$/.test(item.trim()) && id > 0
            ? [
                options.find((user) => user.id === id) ?? {
                  id,
                  name: t('publish.userNumber', { id }),
                },
              ]
            : [];
        });
        const unique = users.filter(
          (user, index) => users.findIndex((other) => other.id === user.id) === index,
        );
        props.onChange(unique.slice(0, STORE.maxMaintainers));
      }}
      renderValue={(value, getItemProps) =>
        value.map((user, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          const label = typeof user === 'string' ? user : user.name;
          return <Chip key={key} size="small" label={label} {...itemProps} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('publish.maintainers')}
          error={!!props.error || bad}
          helperText={
            props.error ??
            (bad
              ? t('publish.maintainersDigits')
              : admin
                ? t('publish.maintainersHelp')
                : t('publish.maintainersType'))
          }
        />
      )}
    />
  );
}
