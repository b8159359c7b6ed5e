/** Foxglove's web app opening a remote MCAP or bag file by its URL (it reads it by range). */
export function foxgloveUrl(
  fileUrl: string,
  origin = globalThis.location?.origin ?? 'http://localhost',
): string {
  const absolute = new URL(fileUrl, origin).href;
  return `https://app.foxglove.dev/~/view?ds=remote-file&ds.url=${encodeURIComponent(absolute)}`;
}
