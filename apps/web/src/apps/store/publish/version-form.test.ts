import { describe, expect, it } from 'vitest';
import {
  EMPTY_VERSION,
  argvOf,
  commandLineOf,
  nextPatch,
  parameterValueOf,
  versionBodyOf,
} from './version-form';
import { algorithmBodyOf, EMPTY_ALGORITHM, nameFromTitle, tagsOf } from './algorithm-form';

describe('version form', () => {
  it('splits a run command into argv like a shell, and joins it back', () => {
    expect(argvOf('node main.js --rate 10')).toEqual(['node', 'main.js', '--rate', '10']);
    expect(argvOf(`python3 -c 'print("a b")' "x y" a\\ b ""`)).toEqual([
      'python3',
      '-c',
      'print("a b")',
      'x y',
      'a b',
      '',
    ]);
    expect(argvOf('  ')).toEqual([]);
    // No shell: `$HOME`, `;` and `|` are just characters of an argument.
    expect(argvOf('echo $HOME; ls | wc')).toEqual(['echo', '$HOME;', 'ls', '|', 'wc']);
    for (const argv of [
      ['node', 'main.js'],
      ['sh', '-c', "echo 'hi' && x"],
      ['a b', ''],
    ]) {
      expect(argvOf(commandLineOf(argv))).toEqual(argv);
    }
  });

  it('reads parameter defaults by their types, and leaves what does not read for the server', () => {
    expect(parameterValueOf('bool', 'TRUE')).toBe(true);
    expect(parameterValueOf('bool', 'yes')).toBe('yes');
    expect(parameterValueOf('int', '-42')).toBe(-42);
    expect(parameterValueOf('int', '4.2')).toBe('4.2');
    expect(parameterValueOf('double', '0.5')).toBe(0.5);
    expect(parameterValueOf('double', '')).toBe('');
    expect(parameterValueOf('string', ' keep spaces ')).toBe(' keep spaces ');
    expect(parameterValueOf('double_array', '1, 2.5,3')).toEqual([1, 2.5, 3]);
    expect(parameterValueOf('int_array', '[1, 2]')).toEqual([1, 2]);
    expect(parameterValueOf('string_array', 'map, base_link')).toEqual(['map', 'base_link']);
    expect(parameterValueOf('bool_array', '')).toEqual([]);
    expect(parameterValueOf('int_array', '[1, 2')).toBe('[1, 2');
  });

  it('suggests the next patch after the newest version', () => {
    expect(nextPatch('1.4.2')).toBe('1.4.3');
    expect(nextPatch('2.0.0-rc.1')).toBe('2.0.0');
    expect(nextPatch('not a version')).toBe('');
  });

  it('sends the artifact it has: an image, an uploaded archive, or both', () => {
    const digest = 'a'.repeat(64);
    expect(
      versionBodyOf({
        ...EMPTY_VERSION,
        image: ` ghcr.io/x/y@sha256:${digest} `,
        run: 'node m.js',
      }),
    ).toMatchObject({
      artifacts: { image: `ghcr.io/x/y@sha256:${digest}` },
      run: ['node', 'm.js'],
      ros_distro: 'humble',
    });
    const withArchive = versionBodyOf({
      ...EMPTY_VERSION,
      archive: { upload: 'u1', file: 'x.tgz', size: 10 },
      sha256: digest.toUpperCase(),
      ros_distro: '',
    });
    expect(withArchive.artifacts).toEqual({ archive: { upload: 'u1', sha256: digest } });
    expect(withArchive.ros_distro).toBeNull();
    expect(versionBodyOf(EMPTY_VERSION).artifacts).toEqual({});
  });
});

describe('algorithm form', () => {
  it('suggests a URL-safe name from the title', () => {
    expect(nameFromTitle('Lidar CenterPoint 3D')).toBe('lidar-centerpoint-3d');
    expect(nameFromTitle('3D  Détection!')).toBe('d-detection');
    expect(nameFromTitle('')).toBe('');
  });

  it('reads tags as the server keeps them and leaves a missing category for the server', () => {
    expect(tagsOf('Lidar, 3d-detection  #gpu,lidar')).toEqual(['lidar', '3d-detection', 'gpu']);
    const body = algorithmBodyOf({ ...EMPTY_ALGORITHM, name: 'x', title: ' X ', source_url: ' ' });
    expect(body.category).toBeUndefined();
    expect(body.title).toBe('X');
    expect(body.source_url).toBeNull();
    expect(body.license).toBe('Apache-2.0');
  });
});
