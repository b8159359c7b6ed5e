import type { CompatibilityEntry, HostFacts } from '@ads/contract';

/** A member as the compatibility check sees it: what its pinned version needs. */
export interface MemberNeeds {
  name: string;
  version: string;
  platforms: string[];
  gpu: boolean;
  rosDistro: string | null;
  image: string | null;
  archiveFile: string | null;
}

/** The PC as the check sees it: its name, whether its agent is connected, what it reported. */
export interface PcFacts {
  name: string;
  online: boolean;
  host: HostFacts | null;
}

/**
 * What does not fit the PC, member by member (empty when everything does). The PC as a whole
 * first: offline, or an agent that has not said what its host is (nothing else can be known
 * then). Then for each member: a platform it is not built for, a GPU it needs and the PC lacks,
 * another ROS distribution, and an artifact for the runtime the agent uses (Docker pulls the
 * image, the process runtime downloads the archive).
 */
export function checkCompatibility(pc: PcFacts, members: MemberNeeds[]): CompatibilityEntry[] {
  const entries: CompatibilityEntry[] = [];
  if (!pc.online) {
    entries.push({
      member: null,
      check: 'online',
      message: `${pc.name} is offline: start its agent, then check again.`,
    });
  }
  const host = pc.host;
  if (!host) {
    entries.push({
      member: null,
      check: 'runtime',
      message: `The agent of ${pc.name} has not reported its platform, GPU, ROS distribution and runtime: update the agent and connect it again.`,
    });
    return entries;
  }
  for (const member of members) {
    const who = `${member.name} ${member.version}`;
    if (!member.platforms.includes(host.platform)) {
      entries.push({
        member: member.name,
        check: 'platform',
        message: `${who} is built for ${member.platforms.join(' and ')}, and ${pc.name} is ${host.platform}.`,
      });
    }
    if (member.gpu && !host.gpu) {
      entries.push({
        member: member.name,
        check: 'gpu',
        message: `${who} needs a GPU, and ${pc.name} has none.`,
      });
    }
    if (member.rosDistro !== null && member.rosDistro !== host.ros_distro) {
      entries.push({
        member: member.name,
        check: 'ros',
        message: host.ros_distro
          ? `${who} runs on ROS 2 ${member.rosDistro}, and ${pc.name} has ${host.ros_distro}.`
          : `${who} runs on ROS 2 ${member.rosDistro}, and ${pc.name} has no ROS.`,
      });
    }
    if (host.runtime === 'docker' && member.image === null) {
      entries.push({
        member: member.name,
        check: 'runtime',
        message: `${who} ships no container image, and ${pc.name} runs modules in Docker.`,
      });
    }
    if (host.runtime === 'process' && member.archiveFile === null) {
      entries.push({
        member: member.name,
        check: 'runtime',
        message: `${who} ships no archive, and ${pc.name} runs modules as processes (no Docker).`,
      });
    }
  }
  return entries;
}
