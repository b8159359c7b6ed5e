import type { RosInterface, WiringEntry } from '@ads/contract';

/** A combo member as the wiring check sees it: its algorithm's name and its interface. */
export interface WiredMember {
  name: string;
  interface: Pick<RosInterface, 'inputs' | 'outputs'>;
}

/** Statuses that stand in the way of an install; 'ok' and 'external' do not. */
export const WIRING_ERRORS: ReadonlySet<WiringEntry['status']> = new Set([
  'no_producer',
  'type_mismatch',
  'several_producers',
]);

const names = (list: string[]) =>
  list.length <= 2 ? list.join(' and ') : `${list.slice(0, -1).join(', ')} and ${list.at(-1)}`;

/**
 * Who produces each member's inputs. For every input of every member (in member order): the
 * producers are the other members with an output on the same topic (a node is not its own
 * producer). Exactly one, of the same message type: 'ok'. Producers, but none of that type:
 * 'type_mismatch'. More than one: 'several_producers' (ROS would mix their messages). None:
 * 'external' when the combo declares the topic produced outside it, else 'no_producer'.
 */
export function checkWiring(members: WiredMember[], externalInputs: string[]): WiringEntry[] {
  const external = new Set(externalInputs);
  const entries: WiringEntry[] = [];
  for (const member of members) {
    for (const input of member.interface.inputs) {
      const producers = members.flatMap((other) =>
        other === member
          ? []
          : other.interface.outputs
              .filter((output) => output.topic === input.topic)
              .map((output) => ({ name: other.name, type: output.type })),
      );
      const producerNames = [...new Set(producers.map((producer) => producer.name))];
      const sameType = producers.filter((producer) => producer.type === input.type);
      const base = { member: member.name, topic: input.topic, type: input.type };
      const read = `${member.name} reads ${input.topic} (${input.type})`;
      if (producers.length === 0) {
        const isExternal = external.has(input.topic);
        entries.push({
          ...base,
          status: isExternal ? 'external' : 'no_producer',
          producers: [],
          message: isExternal
            ? null
            : `${read}, and no member publishes it. Add a member that does, or mark the topic external.`,
        });
      } else if (sameType.length === 0) {
        const published = producers.map(
          (producer) => `${producer.name} publishes ${producer.type}`,
        );
        entries.push({
          ...base,
          status: 'type_mismatch',
          producers: producerNames,
          message: `${read}, but ${names(published)}.`,
        });
      } else if (producers.length > 1) {
        entries.push({
          ...base,
          status: 'several_producers',
          producers: producerNames,
          message: `${read} from one publisher, but ${names(producerNames)} publish it.`,
        });
      } else {
        entries.push({ ...base, status: 'ok', producers: producerNames, message: null });
      }
    }
  }
  return entries;
}

/** Whether the wiring has an error (an external or produced input is fine). */
export const wiringFails = (entries: WiringEntry[]) =>
  entries.some((entry) => WIRING_ERRORS.has(entry.status));
