import { type Category, ROUTES, type RecordDetail } from '@ads/contract';
import AutoFixHighIcon from '@mui/icons-material/AutoFixHigh';
import { Alert, Box, Button, Chip, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../lib/api';
import { fieldErrorsOf } from '../../../lib/field-errors';
import { serverText } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { useRefreshRecords } from '../api';
import { categoryName, categoryValue } from '../category-text';
import {
  type Classification,
  MAX_TAGS,
  addTag,
  applySuggestions,
  cleanCategories,
  describeCategory,
  sameClassification,
  suggestionsPending,
  tagProblem,
} from './classification';

/**
 * Categories (one value each, from /api/file/category) and free tags of a record, with what
 * the index suggests. Nothing is sent before Save; the server's reasons show by their field.
 */
export function ClassificationEditor({
  record,
  categories,
}: {
  record: RecordDetail;
  categories: Category[];
}) {
  const { t } = useTranslation(['statistics', 'common']);
  const refresh = useRefreshRecords();
  const saved: Classification = { categories: record.categories, tags: record.tags };
  const [draft, setDraft] = useState<Classification>(saved);
  const [tagText, setTagText] = useState('');
  const [saving, setSaving] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const suggested: Classification = record.suggestions;
  const dirty = !sameClassification(draft, saved);
  const problem = tagProblem(draft.tags, tagText);

  const setCategory = (key: string, value: string) =>
    setDraft((current) => {
      const next = { ...current.categories };
      if (value) next[key] = value;
      else delete next[key];
      return { ...current, categories: next };
    });
  const commitTag = () => {
    if (problem || !tagText.trim()) return;
    setDraft((current) => ({ ...current, tags: addTag(current.tags, tagText) }));
    setTagText('');
  };

  const save = async () => {
    setSaving(true);
    setErrors({});
    setFailure(null);
    const result = await call(ROUTES.updateRecord, {
      params: { id: record.id },
      body: { categories: cleanCategories(draft.categories, categories), tags: draft.tags },
    });
    setSaving(false);
    if (!result.success) {
      setErrors(fieldErrorsOf(result));
      setFailure(result.message);
      notify(result.message, 'error');
      return;
    }
    notify(result.message ?? t('classification.saved'), 'success');
    await refresh();
  };

  const tagError = Object.entries(errors).find(([key]) => key.startsWith('tags'))?.[1];
  const suggestedChips = [
    ...Object.entries(suggested.categories).map(([key, value]) =>
      describeCategory(categories, key, value),
    ),
    ...suggested.tags.map((tag) => `#${tag}`),
  ];
  const suggestedTags = new Set(suggested.tags.map((tag) => `#${tag}`));

  return (
    <Stack spacing={2.5}>
      {suggestedChips.length > 0 && (
        <Box
          role="group"
          aria-label={t('classification.suggestions')}
          sx={{ p: 1.5, borderRadius: 2, bgcolor: 'action.hover' }}
        >
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ alignItems: { sm: 'center' } }}
          >
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {t('classification.suggested')}
            </Typography>
            <Stack direction="row" spacing={0.5} useFlexGap sx={{ flex: 1, flexWrap: 'wrap' }}>
              {suggestedChips.map((label) => (
                <Chip
                  key={label}
                  size="small"
                  label={label}
                  variant="outlined"
                  // A suggested tag is the recording's word, a category the page's.
                  translate={suggestedTags.has(label) ? 'no' : undefined}
                />
              ))}
            </Stack>
            <Button
              size="small"
              startIcon={<AutoFixHighIcon />}
              disabled={!suggestionsPending(draft, suggested)}
              onClick={() => setDraft((current) => applySuggestions(current, suggested))}
            >
              {t('classification.apply')}
            </Button>
          </Stack>
        </Box>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            sm: 'repeat(2, minmax(0, 1fr))',
            md: 'repeat(3, minmax(0, 1fr))',
          },
        }}
      >
        {categories.map((category) => {
          const error = errors[`categories.${category.key}`] ?? errors.categories;
          return (
            <TextField
              key={category.key}
              select
              size="small"
              label={categoryName(category)}
              value={draft.categories[category.key] ?? ''}
              onChange={(event) => setCategory(category.key, event.target.value)}
              error={!!error}
              helperText={error && serverText(error)}
            >
              <MenuItem value="">
                <em>{t('classification.notSet')}</em>
              </MenuItem>
              {category.values.map((value) => (
                <MenuItem key={value} value={value}>
                  {categoryValue(category.key, value)}
                </MenuItem>
              ))}
            </TextField>
          );
        })}
      </Box>
      <Box>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <TextField
            size="small"
            label={t('classification.addTag')}
            value={tagText}
            onChange={(event) => setTagText(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                commitTag();
              }
            }}
            error={!!problem || !!tagError}
            helperText={
              problem ??
              (tagError && serverText(tagError)) ??
              t('classification.tagHelp', { max: MAX_TAGS })
            }
            sx={{ flex: 1, maxWidth: 360 }}
          />
          <Button
            variant="outlined"
            onClick={commitTag}
            disabled={!tagText.trim() || !!problem}
            sx={{ mt: '1px' }}
          >
            {t('classification.add')}
          </Button>
        </Stack>
        <Stack
          direction="row"
          spacing={0.5}
          useFlexGap
          aria-label={t('classification.tags')}
          role="group"
          sx={{ mt: 1, flexWrap: 'wrap' }}
        >
          {draft.tags.length === 0 && (
            <Typography variant="body2" color="text.secondary">
              {t('classification.noTags')}
            </Typography>
          )}
          {draft.tags.map((tag) => {
            const remove = () =>
              setDraft((current) => ({
                ...current,
                tags: current.tags.filter((item) => item !== tag),
              }));
            // The whole chip removes its tag (click, Delete or Backspace): one target, one name.
            return (
              <Chip
                key={tag}
                label={tag}
                translate="no"
                aria-label={t('classification.removeTag', { tag })}
                onClick={remove}
                onDelete={remove}
              />
            );
          })}
        </Stack>
      </Box>
      {failure && <Alert severity="error">{serverText(failure)}</Alert>}
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button disabled={!dirty || saving} onClick={() => setDraft(saved)}>
          {t('classification.discard')}
        </Button>
        <Button variant="contained" disabled={!dirty || saving} onClick={() => void save()}>
          {saving ? t('classification.saving') : t('common:actions.save')}
        </Button>
      </Stack>
    </Stack>
  );
}
