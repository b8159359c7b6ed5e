/** Monaco's language for a workspace file, by its name (ROS launch files and URDF are XML). */
const BY_EXTENSION: Record<string, string> = {
  c: 'cpp',
  cc: 'cpp',
  cpp: 'cpp',
  cxx: 'cpp',
  h: 'cpp',
  hh: 'cpp',
  hpp: 'cpp',
  hxx: 'cpp',
  py: 'python',
  pyi: 'python',
  yaml: 'yaml',
  yml: 'yaml',
  xml: 'xml',
  launch: 'xml',
  urdf: 'xml',
  xacro: 'xml',
  sdf: 'xml',
  world: 'xml',
  srdf: 'xml',
  cmake: 'cmake',
  md: 'markdown',
  markdown: 'markdown',
  json: 'json',
  sh: 'shell',
  bash: 'shell',
  js: 'javascript',
  mjs: 'javascript',
  ts: 'typescript',
  ini: 'ini',
  cfg: 'ini',
  toml: 'ini',
  dockerfile: 'dockerfile',
  msg: 'plaintext',
  srv: 'plaintext',
  txt: 'plaintext',
};

export function languageOf(path: string): string {
  const name = path.slice(path.lastIndexOf('/') + 1).toLowerCase();
  if (name === 'cmakelists.txt') return 'cmake';
  if (name === 'dockerfile') return 'dockerfile';
  const dot = name.lastIndexOf('.');
  if (name.endsWith('.launch.py')) return 'python';
  if (name.endsWith('.launch.xml')) return 'xml';
  return (dot > 0 && BY_EXTENSION[name.slice(dot + 1)]) || 'plaintext';
}
