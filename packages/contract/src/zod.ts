import { z } from 'zod';

/**
 * The one zod of the contract. In a browser, zod must not try `new Function`: the web app runs
 * under a Content-Security-Policy without 'unsafe-eval', and Chrome reports zod's probe as a
 * violation even though zod catches the error (docs/adr/0009). zod probes when the first object
 * schema is built, so every schema module takes `z` from here, which configures it first. Node
 * (server, agent) keeps the faster compiled parsers. package.json names this module as having
 * side effects: otherwise a bundler links `z` straight to zod and drops the configuration.
 */
if ('window' in globalThis) z.config({ jitless: true });

export { z };
