/** How many screens the studio's process relays now (its heap let grow meanwhile, ADR 26). */
export { relayingScreens as studioRelayingScreens } from '../../apps/server/src/modules/remote/relay-heap';
