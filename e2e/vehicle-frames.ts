import type { Page } from '@playwright/test';

/**
 * What a page said to a vehicle and heard back, for a failure's report: every REQUEST it sent,
 * every answer and event it heard, and each change of the vehicle's mode or MRM state in its
 * pushes (not each push: they come at 10 Hz). A spec prints `lines()` when a vehicle did not do
 * what it was told, so the CI log shows whether the command left the page, reached the
 * vehicle, and what the vehicle said.
 */
export function watchVehicleFrames(page: Page) {
  const lines: string[] = [];
  const t0 = Date.now();
  let last = '';
  const at = () => `${((Date.now() - t0) / 1000).toFixed(2)} s`;
  page.on('websocket', (socket) => {
    const heard = (direction: '>' | '<') => (frame: { payload: string | Buffer }) => {
      const text = typeof frame.payload === 'string' ? frame.payload : '';
      if (!text.includes('"user_msg"')) return;
      if (text.includes('vehicleStateAPI') && text.includes('"RESPONSE"')) {
        const mode = /"mode":"(\w+)"/.exec(text)?.[1];
        const mrm = /"mrm":\{"state":"(\w+)"/.exec(text)?.[1];
        const now = `mode ${mode}, MRM ${mrm}`;
        if (now !== last) lines.push(`${at()} < state: ${now}`);
        last = now;
        return;
      }
      if (text.includes('vehiclePlanningAPI') || text.includes('vehicleCloudAPI')) return;
      // The message, not the room's long token before it: 240 characters from its start.
      const start = Math.max(0, text.indexOf('"message"'));
      lines.push(`${at()} ${direction} ${text.slice(start, start + 240)}`);
    };
    socket.on('framesent', heard('>'));
    socket.on('framereceived', heard('<'));
    socket.on('close', () => lines.push(`${at()} socket closed`));
  });
  return { lines: () => lines.join('\n') };
}
