import {
  type AlgorithmVersion,
  type ParameterValue,
  type Platform,
  type PublishVersionBody,
  type RosDistro,
  type RosParameterType,
  SEMVER_PATTERN,
} from '@ads/contract';

/** One input or output row as typed. */
export interface PortDraft {
  topic: string;
  type: string;
  description: string;
}

/** One parameter row as typed: the default as text, read by its type on submit. */
export interface ParameterDraft {
  name: string;
  type: RosParameterType;
  default: string;
  description: string;
}

/** An archive uploaded by tus for this version: the upload's id and what was sent. */
export interface UploadedArchive {
  upload: string;
  file: string;
  size: number;
}

export interface VersionDraft {
  version: string;
  image: string;
  archive: UploadedArchive | null;
  /** The sha256 the publisher expects of the archive (optional; the server computes its own). */
  sha256: string;
  platforms: Platform[];
  ros_distro: RosDistro | '';
  gpu: boolean;
  inputs: PortDraft[];
  outputs: PortDraft[];
  parameters: ParameterDraft[];
  /** The run command as one line; split into argv like a shell would, but never run by one. */
  run: string;
  changelog: string;
}

export const EMPTY_VERSION: VersionDraft = {
  version: '0.1.0',
  image: '',
  archive: null,
  sha256: '',
  platforms: ['linux/amd64'],
  ros_distro: 'humble',
  gpu: false,
  inputs: [],
  outputs: [],
  parameters: [],
  run: '',
  changelog: '',
};

export const VERSION_FIELDS = [
  'version',
  'artifacts',
  'platforms',
  'ros_distro',
  'gpu',
  'interface',
  'run',
  'changelog',
] as const;

/** The next patch of a semver (`1.4.2` → `1.4.3`, `2.0.0-rc.1` → `2.0.0`); '' if not semver. */
export function nextPatch(version: string): string {
  const match = SEMVER_PATTERN.exec(version);
  if (!match) return '';
  const [major, minor, patch] = [match[1], match[2], match[3]].map(Number) as [
    number,
    number,
    number,
  ];
  // A pre-release precedes its release: the next one after 2.0.0-rc.1 is 2.0.0 itself.
  return match[4] ? `${major}.${minor}.${patch}` : `${major}.${minor}.${patch + 1}`;
}

const valueText = (value: ParameterValue): string =>
  Array.isArray(value) ? value.map(String).join(', ') : String(value);

/** A command line as the one the publisher would type (argv joined, quoted where needed). */
export function commandLineOf(argv: readonly string[]): string {
  return argv
    .map((arg) => (/^[A-Za-z0-9_./:=@%+,-]+$/.test(arg) ? arg : `'${arg.replace(/'/g, `'\\''`)}'`))
    .join(' ');
}

/**
 * A new version's form, starting from the newest one (its interface, platforms and command
 * rarely change between versions) with the next patch number; the artifact is always new.
 */
export function draftFromVersion(latest: AlgorithmVersion | undefined): VersionDraft {
  if (!latest) return EMPTY_VERSION;
  return {
    ...EMPTY_VERSION,
    version: nextPatch(latest.version),
    platforms: latest.platforms,
    ros_distro: latest.ros_distro ?? '',
    gpu: latest.gpu,
    inputs: latest.interface.inputs.map((port) => ({ ...port })),
    outputs: latest.interface.outputs.map((port) => ({ ...port })),
    parameters: latest.interface.parameters.map((parameter) => ({
      name: parameter.name,
      type: parameter.type,
      default: valueText(parameter.default),
      description: parameter.description,
    })),
    run: commandLineOf(latest.run),
  };
}

/**
 * A command line split into argv the way a POSIX shell splits words: spaces separate, single
 * quotes keep everything, double quotes keep spaces, a backslash escapes one character. Nothing
 * else of a shell applies: the agent runs argv as it is.
 */
export function argvOf(line: string): string[] {
  const argv: string[] = [];
  let word = '';
  let inWord = false;
  let quote: "'" | '"' | null = null;
  for (let index = 0; index < line.length; index += 1) {
    const char = line[index]!;
    if (quote === "'") {
      if (char === "'") quote = null;
      else word += char;
    } else if (quote === '"') {
      if (char === '"') quote = null;
      else if (char === '\\' && /["\\$`]/.test(line[index + 1] ?? '')) word += line[++index];
      else word += char;
    } else if (char === "'" || char === '"') {
      quote = char;
      inWord = true;
    } else if (char === '\\' && index + 1 < line.length) {
      word += line[++index];
      inWord = true;
    } else if (/\s/.test(char)) {
      if (inWord) argv.push(word);
      word = '';
      inWord = false;
    } else {
      word += char;
      inWord = true;
    }
  }
  if (inWord) argv.push(word);
  return argv;
}

function scalarOf(type: string, text: string): boolean | number | string {
  const value = text.trim();
  if (type.startsWith('bool')) {
    if (/^true$/i.test(value)) return true;
    if (/^false$/i.test(value)) return false;
    return value;
  }
  if (type.startsWith('int')) return /^[-+]?\d+$/.test(value) ? Number(value) : value;
  if (type.startsWith('double')) {
    const number = Number(value);
    return value !== '' && Number.isFinite(number) ? number : value;
  }
  return text;
}

/**
 * A parameter's default read by its type: `true`, `42`, `0.5`, text; arrays as JSON (`[1, 2]`)
 * or separated by commas (`1, 2`). What does not read as the type is sent as typed, so the
 * server's sentence says what is wrong with it.
 */
export function parameterValueOf(type: RosParameterType, text: string): ParameterValue {
  if (!type.endsWith('_array')) return scalarOf(type, text);
  const trimmed = text.trim();
  if (trimmed.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(trimmed);
      if (Array.isArray(parsed)) return parsed as ParameterValue;
    } catch {
      return text;
    }
  }
  if (trimmed === '') return [];
  return trimmed.split(',').map((item) => {
    const value = scalarOf(type, item);
    return type === 'string_array' && typeof value === 'string' ? value.trim() : value;
  });
}

const port = (row: PortDraft) => ({
  topic: row.topic.trim(),
  type: row.type.trim(),
  description: row.description.trim(),
});

/** The body of `POST …/version/`: as typed, for the server to judge. */
export function versionBodyOf(draft: VersionDraft): PublishVersionBody {
  const image = draft.image.trim();
  const sha256 = draft.sha256.trim().toLowerCase();
  return {
    version: draft.version.trim(),
    artifacts: {
      ...(image ? { image } : {}),
      ...(draft.archive
        ? { archive: { upload: draft.archive.upload, ...(sha256 ? { sha256 } : {}) } }
        : {}),
    },
    platforms: draft.platforms,
    ros_distro: draft.ros_distro || null,
    gpu: draft.gpu,
    interface: {
      inputs: draft.inputs.map(port),
      outputs: draft.outputs.map(port),
      parameters: draft.parameters.map((row) => ({
        name: row.name.trim(),
        type: row.type,
        default: parameterValueOf(row.type, row.default),
        description: row.description.trim(),
      })),
    },
    run: argvOf(draft.run),
    changelog: draft.changelog.trim(),
  };
}
