/**
 * The real agent started inside a test's own process (with `--vehicle sim` it drives the
 * simulated vehicle), for the web tests that need a vehicle on the other end of the link. The
 * web app never imports the agent's source; its tests reach the agent only through this door.
 */
export { type Agent, type AgentOptions, startAgent } from '../apps/agent/src/agent';
