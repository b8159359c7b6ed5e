import type { RecordTopic } from '@ads/contract';
import { Box, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { LineChart } from '@mui/x-charts/LineChart';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignal } from '../api';
import { ErrorState, LoadingBlocks } from '../../../shell/StateViews';
import { formatOffset } from '../format';
import { defaultSignal, formatSignalTick } from './signal-choice';

/** One numeric field of one topic over time, as the server samples it for display. */
export function SignalPlot({ recordId, topics }: { recordId: number; topics: RecordTopic[] }) {
  const { t } = useTranslation('statistics');
  const plottable = topics.filter((topic) => topic.fields.length > 0);
  const [first] = useState(() => defaultSignal(plottable));
  const [topicName, setTopicName] = useState(first?.topic ?? '');
  const topic = plottable.find((item) => item.name === topicName) ?? null;
  const [fieldName, setFieldName] = useState(first?.field ?? '');
  const field = topic?.fields.includes(fieldName) ? fieldName : (topic?.fields[0] ?? '');
  const signal = useSignal(recordId, topic?.name ?? '', field);

  if (plottable.length === 0) {
    return <Typography color="text.secondary">{t('signal.none')}</Typography>;
  }
  return (
    <Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 1 }}>
        <TextField
          select
          size="small"
          label={t('signal.topic')}
          value={topic?.name ?? ''}
          onChange={(event) => setTopicName(event.target.value)}
          sx={{ flex: 1, minWidth: 0 }}
        >
          {plottable.map((item) => (
            <MenuItem key={item.name} value={item.name}>
              {/* Topic and field names are the recording's, not the page's words. */}
              <span translate="no">{item.name}</span>
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('signal.field')}
          value={field}
          onChange={(event) => setFieldName(event.target.value)}
          sx={{ flex: 1, minWidth: 0 }}
        >
          {(topic?.fields ?? []).map((item) => (
            <MenuItem key={item} value={item}>
              <span translate="no">{item}</span>
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {signal.isPending ? (
        <LoadingBlocks count={1} height={280} />
      ) : signal.isError ? (
        <ErrorState error={signal.error} onRetry={() => void signal.refetch()} />
      ) : signal.data.t.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
          {t('signal.empty')}
        </Typography>
      ) : (
        <Box
          role="img"
          aria-label={t('signal.plot', { field, topic: topic?.name ?? '' })}
          translate="no"
        >
          <LineChart
            height={300}
            skipAnimation
            xAxis={[
              {
                data: signal.data.t,
                scaleType: 'linear',
                valueFormatter: (value: number) => formatOffset(value),
                min: signal.data.t[0],
                max: signal.data.t[signal.data.t.length - 1],
              },
            ]}
            yAxis={[{ width: 'auto', valueFormatter: formatSignalTick }]}
            series={[
              {
                data: signal.data.v,
                label: field,
                showMark: false,
                valueFormatter: (value: number | null) =>
                  value === null ? '' : value.toPrecision(6),
              },
            ]}
            hideLegend
            grid={{ horizontal: true }}
          />
        </Box>
      )}
    </Box>
  );
}
