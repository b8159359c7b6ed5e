/** How long ago a time was, short ("just now", "5 min", "2 h", "3 d"). */
export function since(iso: string, now = Date.now()): string {
  const seconds = Math.max(0, Math.round((now - new Date(iso).getTime()) / 1000));
  if (seconds < 60) return 'just now';
  if (seconds < 3600) return `${Math.floor(seconds / 60)} min`;
  if (seconds < 86_400) return `${Math.floor(seconds / 3600)} h`;
  return `${Math.floor(seconds / 86_400)} d`;
}

export const KIND_LABEL = { code: 'Code', terminal: 'Terminal', screen: 'Screen' } as const;
