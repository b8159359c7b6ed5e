/** The part of autocannon (which ships no types) that the bench uses. */
declare module 'autocannon' {
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    /** Requests each connection sends in turn (paths on `url`'s host). */
    requests?: Array<{ method?: 'GET' | 'POST'; path: string }>;
  }
  interface Stat {
    average: number;
    total: number;
  }
  interface Result {
    requests: Stat;
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
  }
  interface Instance extends PromiseLike<Result> {
    on(
      event: 'response',
      listener: (client: unknown, status: number, bytes: number, ms: number) => void,
    ): this;
    /** Ends a run before its duration; the result still comes. */
    stop(): void;
  }
  function autocannon(options: Options): Instance;
  export default autocannon;
}
