/**
 * The agent command that makes a PC a simulated vehicle: the project page's command with
 * `--vehicle sim` after the token (the agent takes its options there).
 */
export const withSimVehicle = (command: string) => `${command} --vehicle sim`;
