/*
 * A long text built piece by piece, for the OSM writer. Appending to a string makes a rope of
 * every piece, all of which stay alive until the end: for a 10 MB map, a million small objects
 * for the garbage collector to copy. Here ASCII pieces go into one growing byte array, decoded
 * once per run of ASCII; anything else is kept as the string it is, so every character comes
 * out exactly as given (unpaired surrogates included).
 */
import { escapeXmlAttribute } from './xml-entities';

// The contract compiles without the DOM or Node typings; both environments have TextDecoder.
interface Utf8Decoder {
  decode(bytes: Uint8Array): string;
}
const decoder = new (globalThis as unknown as { TextDecoder: new () => Utf8Decoder }).TextDecoder();

// XML attribute escapes for the ASCII characters that need one (see escapeXmlAttribute).
const QUOTE = 34;
const AMPERSAND = 38;
const LT = 60;
const GT = 62;
const SPACE = 32;

export class TextBuilder {
  private bytes: Uint8Array;
  private length = 0;
  private readonly chunks: string[] = [];

  /** `expectedLength`: about how long the text will be (the buffer grows past it if needed). */
  constructor(expectedLength = 1 << 16) {
    this.bytes = new Uint8Array(Math.max(1024, expectedLength));
  }

  append(text: string): void {
    this.reserve(text.length);
    const bytes = this.bytes;
    let at = this.length;
    for (let i = 0; i < text.length; i += 1) {
      const code = text.charCodeAt(i);
      if (code >= 0x80) return this.appendString(text);
      bytes[at] = code;
      at += 1;
    }
    this.length = at;
  }

  /** The value escaped for a double-quoted attribute, as escapeXmlAttribute does. */
  appendAttribute(value: string): void {
    this.reserve(value.length);
    const bytes = this.bytes;
    const start = this.length;
    let at = start;
    for (let i = 0; i < value.length; i += 1) {
      const code = value.charCodeAt(i);
      const special =
        code < SPACE || code === AMPERSAND || code === LT || code === GT || code === QUOTE;
      if (code >= 0x80 || special) {
        // Rare: let escapeXmlAttribute do it, from the start of the value.
        this.length = start;
        return this.appendEscaped(value);
      }
      bytes[at] = code;
      at += 1;
    }
    this.length = at;
  }

  toString(): string {
    this.flush();
    return this.chunks.length === 1 ? this.chunks[0]! : this.chunks.join('');
  }

  private appendEscaped(value: string): void {
    const escaped = escapeXmlAttribute(value);
    for (let i = 0; i < escaped.length; i += 1) {
      if (escaped.charCodeAt(i) >= 0x80) return this.appendString(escaped);
    }
    this.append(escaped);
  }

  private appendString(text: string): void {
    this.flush();
    this.chunks.push(text);
  }

  private flush(): void {
    if (this.length === 0) return;
    this.chunks.push(decoder.decode(this.bytes.subarray(0, this.length)));
    this.length = 0;
  }

  private reserve(extra: number): void {
    if (this.length + extra <= this.bytes.length) return;
    const bigger = new Uint8Array(Math.max(2 * this.bytes.length, this.length + extra));
    bigger.set(this.bytes.subarray(0, this.length));
    this.bytes = bigger;
  }
}
