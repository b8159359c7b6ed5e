import type { EduScoreKey, EduScoreRule } from '@ads/contract';
import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { Box, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { memo } from 'react';
import { Section } from '../../../shell/Section';
import {
  type FormPart,
  LIMITS,
  naturalOrder,
  reasonAt,
  samePart,
  scoreKeysOf,
} from './challenge-form';
import { ORDER_LABELS, SCORE_LABELS } from './labels';
import { RowButton } from './RowButton';

/**
 * The ranking rules in the order they break ties: the first decides, the next breaks its ties,
 * and so on, then the earlier submission. A score may appear once (the server refuses a second),
 * so each row's menu offers only the scores no other row uses.
 */
export const RulesEditor = memo(
  function RulesEditor({ draft, errors, change }: FormPart) {
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
        title="Ranking rules"
        action={
          <Button
            size="small"
            startIcon={<AddIcon />}
            disabled={rules.length >= LIMITS.rules || unused.length === 0}
            onClick={() => set([...rules, { key: unused[0]!, order: naturalOrder(unused[0]!) }])}
          >
            Add rule
          </Button>
        }
      >
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Learners are ranked by the first rule; each next rule breaks the ties left, then the
          earlier submission wins.{' '}
          {draft.kind === 'perception'
            ? 'Scores are AI Benchmark’s metrics of the predictions on the dataset’s hidden test split (0–1, higher is better).'
            : 'Scores are over all episodes: mean completion, summed time and penalty seconds.'}
        </Typography>
        <Stack component="ol" spacing={1.5} sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {rules.map((rule, index) => {
            const name = SCORE_LABELS[rule.key];
            return (
              <Box
                component="li"
                key={rule.key}
                aria-label={`Rule ${index + 1}: ${name}`}
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
                  label="Score"
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
                        {SCORE_LABELS[key]}
                      </MenuItem>
                    ))}
                </TextField>
                <TextField
                  select
                  size="small"
                  label="Direction"
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
                      {ORDER_LABELS[order]}
                    </MenuItem>
                  ))}
                </TextField>
                <Stack direction="row" sx={{ gridRow: { xs: '1 / 3', sm: 'auto' } }}>
                  <RowButton
                    label={`Move ${name} up`}
                    disabled={index === 0}
                    onClick={() => move(index, index - 1)}
                  >
                    <ArrowUpwardIcon fontSize="small" />
                  </RowButton>
                  <RowButton
                    label={`Move ${name} down`}
                    disabled={index === rules.length - 1}
                    onClick={() => move(index, index + 1)}
                  >
                    <ArrowDownwardIcon fontSize="small" />
                  </RowButton>
                  <RowButton
                    label={`Remove ${name}`}
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
            {reason}
          </Typography>
        )}
      </Section>
    );
  },
  samePart(['rules', 'kind']),
);
