import protobuf from 'protobufjs';
import descriptor from 'protobufjs/ext/descriptor/index.js';

/*
 * Protobuf messages with the schema the MCAP file carries: a `protobuf` schema's data is a
 * binary FileDescriptorSet holding the message type (its name is the schema's name, e.g.
 * `foxglove.PointCloud`) and everything it depends on, as the Foxglove SDK and mcap's writers
 * store it.
 */

/** The extension adds `Root.fromDescriptor`; its typings do not say so. */
const fromDescriptor = (
  protobuf.Root as unknown as { fromDescriptor(set: protobuf.Message): protobuf.Root }
).fromDescriptor;

/**
 * A decoder for `name` in the FileDescriptorSet `data`. 64-bit integers come out as numbers
 * (a timestamp's seconds; beyond 2^53 they lose precision, as JSON would), enums as numbers,
 * bytes as Uint8Array, and absent fields as their defaults, so a reader finds every field.
 */
export function protobufDecoder(name: string, data: Uint8Array): (bytes: Uint8Array) => unknown {
  const root = fromDescriptor(descriptor.FileDescriptorSet.decode(data));
  const type = root.lookupType(name.replace(/^\./, ''));
  return (bytes) =>
    type.toObject(type.decode(bytes), {
      longs: Number,
      enums: Number,
      defaults: true,
      arrays: true,
      objects: true,
    });
}
