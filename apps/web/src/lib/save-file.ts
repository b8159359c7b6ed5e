/** Hands bytes to the browser as a download named `name` (for answers a link cannot fetch: they need the bearer token). */
export function saveFile(name: string, bytes: ArrayBuffer, type: string): void {
  const url = URL.createObjectURL(new Blob([bytes], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started once click() returns; the URL is no longer needed after.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
