import { execFileSync } from 'node:child_process';

/** The specs run the real PC agent as a process (`apps/agent/dist/main.js`): build it once. */
export default function globalSetup(): void {
  execFileSync('npm', ['run', 'build', '-w', 'apps/agent', '--silent'], { stdio: 'inherit' });
}
