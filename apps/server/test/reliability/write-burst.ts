import { API, type Pc, type Post, type Project } from '@ads/contract';
import { call } from '../../../../test-support/reliability/client';

/**
 * A burst of concurrent writes (PC registrations, projects, PC attachments, notices) that stops
 * when the server stops answering. Each unit `key` writes rows whose every field names the key,
 * so a row read back later can be told whole or half-written.
 */

export const pcName = (key: string) => `crash-pc-${key}`;
export const projectTitle = (key: string) => `crash-project-${key}`;
export const vehicleOf = (key: string) => `vehicle of ${key}`;
export const noticeTitle = (key: string) => `crash-notice-${key}`;
export const noticeContent = (key: string) => `<p>notice body of ${key}</p>`;

/** What the server answered 2xx to, and what it was asked (answered or not). */
export interface Ledger {
  pcs: Pc[];
  projects: Project[];
  attached: Array<{ projectId: number; pcId: number }>;
  notices: Post[];
  /** The token sent with each PC name, answered or not. */
  triedTokens: Map<string, string>;
  /** Answers that were neither 2xx nor a dead server: each is a failure of its own. */
  refused: string[];
  /** Writes sent and not yet answered when the kill came: the ones a crash cuts off. */
  inFlightAtKill: number;
}

export function emptyLedger(): Ledger {
  return {
    pcs: [],
    projects: [],
    attached: [],
    notices: [],
    triedTokens: new Map(),
    refused: [],
    inFlightAtKill: 0,
  };
}

/** Thrown when the server is gone (connection refused or reset): the burst is over. */
class ServerGone extends Error {}

export async function writeBurst(options: {
  url: string;
  token: string;
  round: string;
  ledger: Ledger;
  workers: number;
  /** Asked after each answered write; `kill` is called the first time it says yes. */
  killWhen(ledger: Ledger): boolean;
  kill(): void;
}): Promise<void> {
  const { url, token, ledger } = options;
  let killed = false;
  let next = 0;
  let inFlight = 0;
  const answered = <T>(list: T[], row: T) => {
    list.push(row);
    if (killed || !options.killWhen(ledger)) return;
    killed = true;
    ledger.inFlightAtKill = inFlight;
    options.kill();
  };

  async function write<T>(
    endpoint: Parameters<typeof call>[1],
    body: unknown,
    params?: Record<string, number>,
  ): Promise<T> {
    inFlight += 1;
    const answer = await call(url, endpoint, { token, body, params })
      .catch((error: unknown) => {
        throw new ServerGone(String(error));
      })
      .finally(() => (inFlight -= 1));
    if (answer.status < 200 || answer.status > 299) {
      ledger.refused.push(`${endpoint.method} ${endpoint.path}: ${answer.status}`);
      throw new ServerGone('refused');
    }
    return (answer.body as { detail: T }).detail;
  }

  async function unit(key: string): Promise<void> {
    const minted = await call(url, API.mintPcToken, { token }).catch((error: unknown) => {
      throw new ServerGone(String(error));
    });
    const pcToken = API.mintPcToken.answer.parse(minted.body).detail;
    ledger.triedTokens.set(pcName(key), pcToken);
    const pc = await write<Pc>(API.registerPc, { name: pcName(key), token: pcToken });
    answered(ledger.pcs, pc);
    const project = await write<Project>(API.createProject, {
      title: projectTitle(key),
      vehicle: vehicleOf(key),
    });
    answered(ledger.projects, project);
    await write<Project>(API.addProjectPc, { pc_id: pc.id }, { id: project.id });
    answered(ledger.attached, { projectId: project.id, pcId: pc.id });
    const notice = await write<Post>(API.notice.create, {
      title: noticeTitle(key),
      content: noticeContent(key),
    });
    answered(ledger.notices, notice);
  }

  async function worker(): Promise<void> {
    for (;;) {
      next += 1;
      try {
        await unit(`${options.round}-${next}`);
      } catch (error) {
        if (error instanceof ServerGone) return;
        throw error;
      }
    }
  }
  await Promise.all(Array.from({ length: options.workers }, worker));
}
