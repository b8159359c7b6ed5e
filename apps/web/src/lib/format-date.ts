const DASH = '—';
const pad = (n: number) => String(n).padStart(2, '0');

/** A stored timestamp as YYYY-MM-DD in the viewer's time zone (same shape in every locale). */
export const formatDate = (timestamp: string) =>
  new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(timestamp),
  );

/** An ISO time in the viewer's time zone as `YYYY-MM-DD HH:mm:ss`; null as a dash. */
export function formatDateTime(iso: string | null): string {
  if (!iso) return DASH;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return DASH;
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ` +
    `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`
  );
}
