/** lz4js ships no typings: the one function the readers use (an LZ4 frame, as rosbag writes). */
declare module 'lz4js' {
  export function decompress(src: Uint8Array, maxSize?: number): Uint8Array | number[];
}
