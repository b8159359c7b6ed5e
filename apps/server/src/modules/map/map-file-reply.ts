import { MAP_FILE_HEADERS } from '@ads/contract';
import type { MapProjector } from '@ads/lanelet2';
import type { FastifyReply } from 'fastify';

/**
 * A map file as the apps that draw a map read it (HMI, FMS, Data Management's route map): the
 * OSM with what a reader needs to place it in headers, its name, version and projector.
 */
export function sendMapFile(
  reply: FastifyReply,
  file: { map: { name: string }; version: number; bytes: Uint8Array; projector: MapProjector },
) {
  return reply
    .type('text/xml; charset=utf-8')
    .header(MAP_FILE_HEADERS.name, encodeURIComponent(file.map.name))
    .header(MAP_FILE_HEADERS.version, String(file.version))
    .header(MAP_FILE_HEADERS.projector, JSON.stringify(file.projector))
    .header('cache-control', 'private, no-cache')
    .send(Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength));
}
