/**
 * The rosbridge v2 JSON protocol, the part the adapter speaks (RobotWebTools/rosbridge_suite,
 * ROSBRIDGE_PROTOCOL.md): every frame is one JSON object with an `op`; `id` ties an answer to
 * its request.
 */

/** Client → server. */
export type RosbridgeRequest =
  | { op: 'advertise'; id: string; topic: string; type: string; latch?: boolean }
  | { op: 'unadvertise'; id: string; topic: string }
  | { op: 'publish'; topic: string; msg: object }
  | { op: 'subscribe'; id: string; topic: string; type: string }
  | { op: 'unsubscribe'; id: string; topic: string }
  | { op: 'call_service'; id: string; service: string; args: object; timeout?: number };

/** Server → client. */
export type RosbridgeAnswer =
  | { op: 'publish'; topic: string; msg: unknown }
  /**
   * `result: false` is rosbridge's own failure (no such service, arguments that do not fit the
   * type, a timeout); `values` is then the error text. A service that answers but refuses says
   * so inside `values` (the AD API's `status.success`).
   */
  | { op: 'service_response'; id?: string; service: string; result: boolean; values?: unknown }
  /** Log lines some rosbridge versions send to the client (levels info, warning, error). */
  | { op: 'status'; id?: string; level: string; msg: string };

/** ROS 2 time (builtin_interfaces/Time) from epoch milliseconds. */
export function rosTime(epochMs: number): { sec: number; nanosec: number } {
  const sec = Math.floor(epochMs / 1000);
  return { sec, nanosec: Math.round((epochMs - sec * 1000) * 1e6) };
}

/**
 * Reads one frame. rosbridge serialises with Python's json, which writes the float64 values NaN
 * and ±Infinity as bare words (a GeoPoint's altitude is NaN when unknown); JSON.parse refuses
 * those, so a frame that fails is read again with them as null.
 */
export function parseAnswer(text: string): RosbridgeAnswer | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    try {
      value = JSON.parse(text.replace(/(?<=[:,[]\s*)(-?Infinity|NaN)(?=\s*[,\]}])/g, 'null'));
    } catch {
      return null;
    }
  }
  if (!value || typeof value !== 'object' || typeof (value as { op?: unknown }).op !== 'string') {
    return null;
  }
  const answer = value as { op: string };
  if (answer.op === 'publish' || answer.op === 'service_response' || answer.op === 'status') {
    return value as RosbridgeAnswer;
  }
  return null;
}
