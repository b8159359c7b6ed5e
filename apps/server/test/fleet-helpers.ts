import {
  API,
  type FleetVehicle,
  type Pc,
  SOCKET_EVENTS,
  VEHICLE_ACTIONS,
  type VehicleEvent,
  type VehicleState,
} from '@ads/contract';
import type { Socket } from 'socket.io-client';
import { expect } from 'vitest';
import type { Account, TestServer } from '../../../test-support/studio/harness';

/** An agent's push to its room, acknowledged once the server has taken (and relayed) it. */
export async function push(agent: Socket, room: string, action: string, data: unknown) {
  const ack = await agent.emitWithAck(SOCKET_EVENTS.userMsg, {
    room,
    message: { action, type: 'RESPONSE', status: 'success', data },
  });
  expect(ack).toEqual({ success: true });
}

export const pushState = (agent: Socket, room: string, state: VehicleState) =>
  push(agent, room, VEHICLE_ACTIONS.state, state);

export const pushEvent = (agent: Socket, room: string, event: VehicleEvent) =>
  push(agent, room, VEHICLE_ACTIONS.event, event);

export async function registerPc(server: TestServer, owner: Account, name: string): Promise<Pc> {
  const minted = await server.call(API.mintPcToken, { token: owner.access });
  const answer = await server.call(API.registerPc, {
    token: owner.access,
    body: { name, token: minted.body.detail },
  });
  expect(answer.status).toBe(201);
  return API.registerPc.answer.parse(answer.body).detail;
}

/** The fleet as an instance answers the account (parsed by the contract's schema). */
export async function fleetOn(url: string, token: string): Promise<FleetVehicle[]> {
  const response = await fetch(`${url}${API.fleet.path}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  return API.fleet.answer.parse(await response.json()).detail;
}
