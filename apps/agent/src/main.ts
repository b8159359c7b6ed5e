#!/usr/bin/env node
import { readArgs } from './args';

// Until the realtime channel lands, the agent checks that it can reach the studio and says so.
try {
  const args = readArgs(process.argv.slice(2));
  const answer = await fetch(new URL('/api/health', args.server));
  const body = (await answer.json()) as { detail?: { version?: string } };
  console.log(`reached ADS Studio ${body.detail?.version ?? ''} at ${args.server}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(2);
}
