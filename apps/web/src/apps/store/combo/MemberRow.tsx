import type { AlgorithmSummary } from '@ads/contract';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import {
  Autocomplete,
  Box,
  Collapse,
  IconButton,
  Link,
  MenuItem,
  Paper,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readAlgorithm, searchAlgorithms } from '../api';
import { type MemberDraft, interfaceOf } from './combo-form';
import { MONO_INPUT } from '../components/mono';

const valueText = (value: unknown) => (Array.isArray(value) ? value.join(', ') : String(value));

/**
 * One member of a new combo: an algorithm found by name, one of its versions that is not
 * yanked, and overrides of that version's parameters (empty keeps the default).
 */
export function MemberRow(props: {
  index: number;
  member: MemberDraft;
  onChange(member: MemberDraft): void;
  onRemove?(): void;
  error?: string;
}) {
  const { t } = useTranslation('store');
  const { member, index } = props;
  const [typed, setTyped] = useState('');
  const [loading, setLoading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [showParameters, setShowParameters] = useState(false);
  const found = useQuery({
    queryKey: ['store', 'member-search', typed.trim()],
    queryFn: async () =>
      (
        await searchAlgorithms({
          q: typed.trim() || undefined,
          sort: typed.trim() ? 'relevance' : 'updated',
        })
      ).items,
    staleTime: 30_000,
  });
  const options: AlgorithmSummary[] = (found.data ?? []).filter((item) => item.latest);
  const parameters = interfaceOf(member)?.parameters ?? [];

  const choose = async (chosen: AlgorithmSummary | null) => {
    setProblem(null);
    if (!chosen) {
      props.onChange({ algorithm: null, versions: [], version: '', overrides: {} });
      return;
    }
    setLoading(true);
    try {
      const algorithm = await readAlgorithm(chosen.id);
      const versions = algorithm.versions.filter((version) => !version.yanked);
      props.onChange({
        algorithm: { id: algorithm.id, name: algorithm.name, title: algorithm.title },
        versions,
        version: versions[0]?.version ?? '',
        overrides: {},
      });
      if (versions.length === 0) setProblem(t('member.noVersion', { title: algorithm.title }));
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setLoading(false);
    }
  };

  const number = index + 1;
  return (
    <Paper
      variant="outlined"
      role="group"
      aria-label={t('member.label', { number })}
      sx={{ p: 1.5, borderRadius: 2 }}
    >
      <Box
        sx={{
          display: 'grid',
          gap: 1,
          alignItems: 'start',
          gridTemplateColumns: { xs: '1fr auto', sm: '1fr 150px auto' },
        }}
      >
        <Autocomplete<AlgorithmSummary>
          options={options}
          loading={found.isFetching || loading}
          value={
            member.algorithm
              ? (options.find((item) => item.id === member.algorithm!.id) ??
                ({ ...member.algorithm } as AlgorithmSummary))
              : null
          }
          onChange={(_, chosen) => void choose(chosen)}
          onInputChange={(_, text, reason) => {
            if (reason === 'input') setTyped(text);
          }}
          filterOptions={(items) => items}
          getOptionLabel={(option) => `${option.title} (${option.name})`}
          isOptionEqualToValue={(option, value) => option.id === value.id}
          renderOption={(optionProps, option) => {
            const { key, ...rest } = optionProps;
            return (
              <li key={key} {...rest}>
                <Box>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {option.title}
                  </Typography>
                  <Typography
                    variant="caption"
                    color="text.secondary"
                    sx={{ fontFamily: 'monospace' }}
                  >
                    {option.name} · {option.latest?.version}
                  </Typography>
                </Box>
              </li>
            );
          }}
          renderInput={(params) => (
            <TextField
              {...params}
              size="small"
              label={t('member.algorithm', { number })}
              error={!!props.error || !!problem}
              helperText={props.error ?? problem ?? undefined}
            />
          )}
        />
        <TextField
          select
          size="small"
          label={t('member.version', { number })}
          value={member.version}
          disabled={member.versions.length === 0}
          onChange={(event) =>
            props.onChange({ ...member, version: event.target.value, overrides: {} })
          }
          sx={{ gridColumn: { xs: '1 / 2', sm: 'auto' } }}
        >
          {member.versions.length === 0 && <MenuItem value="">—</MenuItem>}
          {member.versions.map((version) => (
            <MenuItem key={version.version} value={version.version}>
              {version.version}
            </MenuItem>
          ))}
        </TextField>
        {props.onRemove && (
          <Tooltip title={t('member.remove', { number })}>
            <IconButton
              aria-label={t('member.remove', { number })}
              onClick={props.onRemove}
              sx={{ gridColumn: { xs: 2, sm: 'auto' }, gridRow: { xs: 1, sm: 'auto' } }}
            >
              <DeleteOutlinedIcon />
            </IconButton>
          </Tooltip>
        )}
      </Box>
      {parameters.length > 0 && (
        <Box sx={{ mt: 1 }}>
          <Link
            component="button"
            type="button"
            variant="body2"
            aria-expanded={showParameters}
            onClick={() => setShowParameters((shown) => !shown)}
          >
            {t(showParameters ? 'member.hide' : 'member.override', { count: parameters.length })}
          </Link>
          <Collapse in={showParameters} unmountOnExit>
            <Stack spacing={1} sx={{ mt: 1 }}>
              {parameters.map((parameter) => (
                <TextField
                  key={parameter.name}
                  size="small"
                  label={parameter.name}
                  placeholder={valueText(parameter.default)}
                  value={member.overrides[parameter.name] ?? ''}
                  onChange={(event) =>
                    props.onChange({
                      ...member,
                      overrides: { ...member.overrides, [parameter.name]: event.target.value },
                    })
                  }
                  helperText={t(
                    parameter.description ? 'member.parameterHelpWith' : 'member.parameterHelp',
                    {
                      type: parameter.type,
                      value: valueText(parameter.default),
                      description: parameter.description,
                    },
                  )}
                  slotProps={MONO_INPUT}
                />
              ))}
            </Stack>
          </Collapse>
        </Box>
      )}
    </Paper>
  );
}
