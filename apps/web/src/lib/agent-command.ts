/** The one command that starts a PC's agent against this studio (DESIGN §3 "Agent"). */
export const agentCommand = (server: string, token: string) =>
  `npx ads-agent --server ${server} --token ${token}`;
