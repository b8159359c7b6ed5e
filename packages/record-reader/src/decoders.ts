import { parseRos2idl } from '@foxglove/ros2idl-parser';
import { parse as parseMessageDefinition } from '@foxglove/rosmsg';
import { MessageReader as Ros1MessageReader } from '@foxglove/rosmsg-serialization';
import { MessageReader as Ros2MessageReader } from '@foxglove/rosmsg2-serialization';
import { protobufDecoder } from './protobuf-decoder';

/** Turns one message's bytes into a plain object; throws on bytes that do not fit the schema. */
export type Decode = (data: Uint8Array) => unknown;

/** The schema an MCAP channel points at, as `@mcap/core` reads it. */
export interface McapSchema {
  name: string;
  encoding: string;
  data: Uint8Array;
}

const text = new TextDecoder();

/**
 * A decoder for an MCAP channel, or null when no decoder fits (the topic is still listed, with
 * its count and rate, but without fields). ROS 2 `cdr` needs a `ros2msg` or `ros2idl` schema,
 * ROS 1 a `ros1msg` one, `protobuf` a FileDescriptorSet naming the schema's type; JSON needs
 * none.
 */
export function mcapDecoder(
  messageEncoding: string,
  schema: McapSchema | undefined,
): Decode | null {
  try {
    if (messageEncoding === 'json') return decodeJson;
    if (messageEncoding === 'cdr' && schema?.encoding === 'ros2msg') {
      const reader = new Ros2MessageReader(
        parseMessageDefinition(text.decode(schema.data), { ros2: true }),
      );
      return (data) => reader.readMessage(data);
    }
    if (messageEncoding === 'cdr' && schema?.encoding === 'ros2idl') {
      const reader = new Ros2MessageReader(parseRos2idl(text.decode(schema.data)));
      return (data) => reader.readMessage(data);
    }
    if (messageEncoding === 'protobuf' && schema?.encoding === 'protobuf') {
      return protobufDecoder(schema.name, schema.data);
    }
    if (messageEncoding === 'ros1' && schema?.encoding === 'ros1msg') {
      return ros1Decoder(text.decode(schema.data));
    }
  } catch {
    // A schema that does not parse: the topic is listed without fields, the record still indexes.
  }
  return null;
}

/** A decoder for a ROS 1 message definition (bag connections, MCAP `ros1msg` schemas). */
export function ros1Decoder(definition: string): Decode {
  const reader = new Ros1MessageReader(parseMessageDefinition(definition));
  return (data) => reader.readMessage(data);
}

/** Same as `ros1Decoder`, null when the definition does not parse. */
export function tryRos1Decoder(definition: string): Decode | null {
  try {
    return ros1Decoder(definition);
  } catch {
    return null;
  }
}

function decodeJson(data: Uint8Array): unknown {
  return JSON.parse(text.decode(data));
}
