import { DatasetFormatError } from './dataset-format-error';

/**
 * Parses a JSON file's text, refusing it with a sentence that names the file. Python's
 * `json.dump` writes NaN and Infinity, which are not JSON: the sentence says so, as that is the
 * usual cause of a file that "looks right".
 */
export function parseJsonText(text: string, name: string): unknown {
  try {
    // A byte-order mark is not JSON either, but editors on Windows add one.
    return JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const hint = /(^|[^"\w])-?(NaN|Infinity)\b/.test(text)
      ? ' NaN and Infinity are not JSON: leave an unknown velocity out or write null.'
      : '';
    throw new DatasetFormatError(`${name} is not valid JSON (${reason}).${hint}`);
  }
}

/** UTF-8 text of a JSON or label file; a byte-order mark is dropped. */
export function decodeUtf8(bytes: Uint8Array): string {
  const text = new TextDecoder('utf-8').decode(bytes);
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}
