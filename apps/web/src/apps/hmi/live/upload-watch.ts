/*
 * Whether this page asked for the drive's upload (the agent's progress reaches everyone in the
 * vehicle's room, and an upload outlasts the commands' answer window).
 */
let watching = false;

/** Called as "Stop recording" goes: the coming progress is this page's. */
export function watchUpload(): void {
  watching = true;
}

export function uploadWatched(): boolean {
  return watching;
}

/** The upload ended (done or failed). */
export function takeUploadWatch(): void {
  watching = false;
}
