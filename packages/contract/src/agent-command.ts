import { pathOf } from './rest/route';
import { ROUTE_TABLE } from './rest/routes';

/**
 * The one command that starts a PC's agent against a studio (DESIGN §3 "Agent"), as the project
 * page and the launcher show it and the tests run it: npx fetches the studio's own agent package
 * (`file`, from `GET /api/file/agent/`) and runs it; the PC needs only Node. `--yes` spares the
 * user npx's install prompt. `--token=` keeps a token that begins with `-` (base64url: one in 64
 * of those issued before issue 25) the option's value, not an option of its own.
 */
export function agentCommand(input: { server: string; file: string; token: string }): string {
  const url = `${input.server}${pathOf(ROUTE_TABLE.agentPackageFile, { file: input.file })}`;
  return `npx --yes ${url} --server ${input.server} --token=${input.token}`;
}
