import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const made: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'ads-config-'));
  made.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('JWT secret', () => {
  it('is generated once into DATA_DIR and reused on the next start', () => {
    const dir = tempDir();
    const first = loadConfig({ DATA_DIR: dir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(dir, 'jwt-secret'), 'utf8').trim()).toBe(first);
    // Sessions survive a restart only if the secret does.
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(first);
  });

  it('is readable only by its owner', () => {
    if (process.platform === 'win32') return;
    const dir = tempDir();
    loadConfig({ DATA_DIR: dir });
    expect(statSync(join(dir, 'jwt-secret')).mode & 0o077).toBe(0);
  });

  it('differs between data folders', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).jwtSecret).not.toBe(
      loadConfig({ DATA_DIR: tempDir() }).jwtSecret,
    );
  });

  it('creates a DATA_DIR that does not exist yet', () => {
    const dir = join(tempDir(), 'nested', 'data');
    const secret = loadConfig({ DATA_DIR: dir }).jwtSecret;
    expect(readFileSync(join(dir, 'jwt-secret'), 'utf8').trim()).toBe(secret);
  });

  it('takes JWT_SECRET from the environment over the kept file, without touching the file', () => {
    const dir = tempDir();
    const kept = loadConfig({ DATA_DIR: dir }).jwtSecret;
    expect(loadConfig({ DATA_DIR: dir, JWT_SECRET: 'from-the-environment' }).jwtSecret).toBe(
      'from-the-environment',
    );
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(kept);
  });

  it('does not write a file when JWT_SECRET is given', () => {
    const dir = tempDir();
    loadConfig({ DATA_DIR: dir, JWT_SECRET: '  spaced-secret  ' });
    expect(() => statSync(join(dir, 'jwt-secret'))).toThrow();
    expect(loadConfig({ DATA_DIR: dir, JWT_SECRET: '  spaced-secret  ' }).jwtSecret).toBe(
      'spaced-secret',
    );
  });

  it('ignores a blank JWT_SECRET and uses the kept file', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'jwt-secret'), 'secret-kept-in-the-data-folder\n');
    expect(loadConfig({ DATA_DIR: dir, JWT_SECRET: '   ' }).jwtSecret).toBe(
      'secret-kept-in-the-data-folder',
    );
  });
});

describe('a damaged secret file', () => {
  it('is replaced when empty instead of signing with an empty key', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'jwt-secret'), '  \n');
    const secret = loadConfig({ DATA_DIR: dir }).jwtSecret;
    expect(secret.length).toBeGreaterThanOrEqual(40);
    expect(readFileSync(join(dir, 'jwt-secret'), 'utf8')).toBe(secret);
  });
});

describe('MAX_RECORD_GB', () => {
  it('sets the largest record upload in GiB, fractions allowed', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).limits.recordMaxBytes).toBeUndefined();
    expect(loadConfig({ DATA_DIR: tempDir(), MAX_RECORD_GB: '2' }).limits.recordMaxBytes).toBe(
      2 * 1024 ** 3,
    );
    expect(loadConfig({ DATA_DIR: tempDir(), MAX_RECORD_GB: '0.5' }).limits.recordMaxBytes).toBe(
      512 * 1024 ** 2,
    );
  });

  it('refuses a value that is not a positive number', () => {
    for (const value of ['0', '-1', 'lots', 'Infinity']) {
      expect(() => loadConfig({ DATA_DIR: tempDir(), MAX_RECORD_GB: value }), value).toThrow(
        'MAX_RECORD_GB must be a positive number',
      );
    }
  });
});
