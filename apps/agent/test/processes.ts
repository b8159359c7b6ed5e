import { readFile } from 'node:fs/promises';

/** Alive: in the process table and not a zombie waiting for its parent. */
export async function alive(pid: number): Promise<boolean> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
  return stat !== '' && stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
}
