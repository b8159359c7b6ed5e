/**
 * AI Benchmark's queue, pushed (issue 30: the admin page polled it every 5 s): a socket.io
 * namespace on the one realtime connection. Only accounts that may read the queue over HTTP
 * (ADMIN or SUPER, with AI Benchmark on for their role) are let in; each is sent the queue on
 * connecting (so a reconnect needs no poll) and again after every change, as
 * `BENCH_QUEUE_EVENT` with the same `BenchJob[]` as GET /api/benchmark/queue/.
 */
export const BENCH_NAMESPACE = '/benchmark';
export const BENCH_QUEUE_EVENT = 'bench_queue';
/** The refusal of a socket that may not watch the queue (its connect_error message). */
export const BENCH_QUEUE_REFUSED = 'Only administrators with AI Benchmark on see its queue.';
