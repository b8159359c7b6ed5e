import type { EduScoreKey, EduScoreRule } from '@ads/contract';
import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { Box, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Section } from '../../../shell/Section';
import {
  type FormPart,
  LIMITS,
  naturalOrder,
  reasonAt,
  reasonText,
  samePart,
  scoreKeysOf,
} from './challenge-form';
import { orderName, scoreName } from './labels';
import { RowButton } from './RowButton';

/**
 * The ranking rules in the order they break ties: the first decides, the next breaks its ties,
 * and so on, then the earlier submission. A score may appear once (the server refuses a second),
 * so each row's menu offers only the scores no other row uses.
 */
export const RulesEditor = memo(
  function RulesEditor({ draft, errors, change }: FormPart) {
    const { t } = useTranslation('education');
    const rules = draft.rules;
    // Any change to the list clears its reasons: they name rows by index, which may have moved.
    const set = (next: EduScoreRule[]) => change({ rules: next }, ['rules']);
    const move = (from: number, to: number) => {
      const next = [...rules];
      const [rule] = next.splice(from, 1);
      next.splice(to, 0, rule!);
      set(next);
    };
    const keys = scoreKeysOf(draft.kind);
    const unused = keys.filter((key) => !rules.some((rule) => rule.key === key));
    const reason = reasonAt(errors, 'rules');
    return (
      <Section
        title={t('admin.rules.title')}
        action={
          <Button
            size="small"
            startIcon={<AddIcon />}
            disabled={rules.length >= LIMITS.rules || unused.length === 0}
            onClick={() => set([...rules, { key: unused[0]!, order: naturalOrder(unused[0]!) }])}
          >
            {t('admin.rules.add')}
          </Button>
        }
      >
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('admin.rules.text')}{' '}
          {draft.kind === 'perception' ? t('admin.rules.perception') : t('admin.rules.driving')}
        </Typography>
        <Stack component="ol" spacing={1.5} sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {rules.map((rule, index) => {
            const name = scoreName(t, rule.key);
            return (
              <Box
                component="li"
                key={rule.key}
                aria-label={t('admin.rules.rule', { number: index + 1, name })}
                sx={{
                  display: 'grid',
                  gap: 1,
                  alignItems: 'center',
                  gridTemplateColumns: { xs: '28px 1fr auto', sm: '28px 1.4fr 1fr auto' },
                }}
              >
                <Typography sx={{ fontWeight: 700, textAlign: 'right' }}>{index + 1}.</Typography>
                <TextField
                  select
                  size="small"
                  label={t('admin.rules.score')}
                  name={`rules.${index}.key`}
                  value={rule.key}
                  onChange={(event) => {
                    const key = event.target.value as EduScoreKey;
                    const next = [...rules];
                    next[index] = { key, order: naturalOrder(key) };
                    set(next);
                  }}
                >
                  {keys
                    .filter((key) => key === rule.key || unused.includes(key))
                    .map((key) => (
                      <MenuItem key={key} value={key}>
                        {scoreName(t, key)}
                      </MenuItem>
                    ))}
                </TextField>
                <TextField
                  select
                  size="small"
                  label={t('admin.rules.direction')}
                  name={`rules.${index}.order`}
                  value={rule.order}
                  onChange={(event) => {
                    const next = [...rules];
                    next[index] = { ...rule, order: event.target.value as EduScoreRule['order'] };
                    set(next);
                  }}
                  sx={{ gridColumn: { xs: '2', sm: 'auto' }, gridRow: { xs: '2', sm: 'auto' } }}
                >
                  {(['desc', 'asc'] as const).map((order) => (
                    <MenuItem key={order} value={order}>
                      {orderName(t, order)}
                    </MenuItem>
                  ))}
                </TextField>
                <Stack direction="row" sx={{ gridRow: { xs: '1 / 3', sm: 'auto' } }}>
                  <RowButton
                    label={t('admin.rules.up', { name })}
                    disabled={index === 0}
                    onClick={() => move(index, index - 1)}
                  >
                    <ArrowUpwardIcon fontSize="small" />
                  </RowButton>
                  <RowButton
                    label={t('admin.rules.down', { name })}
                    disabled={index === rules.length - 1}
                    onClick={() => move(index, index + 1)}
                  >
                    <ArrowDownwardIcon fontSize="small" />
                  </RowButton>
                  <RowButton
                    label={t('admin.rules.remove', { name })}
                    disabled={rules.length <= 1}
                    onClick={() => set(rules.filter((_, at) => at !== index))}
                  >
                    <DeleteOutlineIcon fontSize="small" />
                  </RowButton>
                </Stack>
              </Box>
            );
          })}
        </Stack>
        {reason && (
          <Typography role="alert" variant="body2" color="error" sx={{ mt: 1.5 }}>
            {reasonText(t, reason)}
          </Typography>
        )}
      </Section>
    );
  },
  samePart(['rules', 'kind']),
);
