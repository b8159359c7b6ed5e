import { currentLanguage } from './i18n/instance';

const DASH = '—';
const pad = (n: number) => String(n).padStart(2, '0');

// Dates follow the language shown (issue 30). English keeps the studio's sortable
// YYYY-MM-DD shape that its tables have always shown; Korean writes them as Korean does
// ('2024. 06. 03.'), from Intl's ko-KR rules.
const koreanDay = new Intl.DateTimeFormat('ko-KR', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const koreanTime = new Intl.DateTimeFormat('ko-KR', {
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** A stored timestamp as a day in the viewer's time zone, in the language shown. */
export const formatDate = (timestamp: string) =>
  currentLanguage() === 'ko'
    ? koreanDay.format(new Date(timestamp))
    : new Intl.DateTimeFormat('en-CA', {
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      }).format(new Date(timestamp));

/** An ISO time in the viewer's time zone, seconds included, in the language shown; null as a dash. */
export function formatDateTime(iso: string | null): string {
  if (!iso) return DASH;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return DASH;
  if (currentLanguage() === 'ko') return `${koreanDay.format(date)} ${koreanTime.format(date)}`;
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ` +
    `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`
  );
}
