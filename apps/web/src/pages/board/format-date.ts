/** A stored timestamp as YYYY-MM-DD in the viewer's time zone (same shape in every locale). */
export const formatDate = (timestamp: string) =>
  new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(timestamp),
  );
