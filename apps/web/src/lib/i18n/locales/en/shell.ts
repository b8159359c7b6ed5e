import { MESSAGES } from '@ads/contract';

/** The top bar, its menus and popups, the guard and the shell's shared views (spec §2). */
const shell = {
  logo: 'ADS Studio home',
  signIn: 'Sign in',
  switchTo: MESSAGES.switchTo,
  reach: { signIn: 'Sign in to open', signUp: 'Sign up to open' },
  guardSignUpPrompt: MESSAGES.guardSignUpPrompt,
  projects: {
    title: MESSAGES.projects,
    viewAll: MESSAGES.viewAllProjects,
    current: 'Project: {{name}}',
    newProject: 'New project',
    noneYet: 'No projects yet',
    notSaved: 'The current project was not saved: {{reason}}',
  },
  help: { title: 'Help', faq: 'FAQ', notice: 'Notice' },
  theme: { light: 'Use light theme', dark: 'Use dark theme' },
  account: {
    menu: 'Account',
    group: 'Account',
    changePassword: 'Change Password',
    deleteAccount: 'Delete Account',
    admin: 'Admin',
    adminUser: 'User',
    adminBenchmark: 'Benchmark',
    adminEducation: 'Education',
    adminApps: 'Apps',
    adminBasemap: 'Basemap',
    logout: 'Logout',
  },
  downloads: {
    title: MESSAGES.downloadProgressTitle,
    empty: MESSAGES.noDownloads,
    failed: 'Failed',
    installing: 'Installing…',
    progress: '{{name}} progress',
  },
  modules: {
    title: MESSAGES.runningModulesTitle,
    reload: MESSAGES.reload,
    running: 'Running',
    stopped: 'Stopped',
    agentOnline: '{{pc}} agent online',
    agentOffline: '{{pc}} agent offline',
    none: 'No modules are running.',
    listFailed: 'Could not list the running modules.',
    installFailed: 'The installation failed.',
  },
  unavailable: {
    text: '{{app}} is not available to your account yet. An administrator can turn it on for your role.',
  },
  educationBar: {
    label: 'Education',
    home: 'Home',
    challenge: 'Challenges',
    launcher: 'Launcher',
    more: 'More',
  },
  agentCommand: 'Agent command for {{pc}}',
};
export default shell;
