/** The landing page (/home and /guest): hero, the three steps, the apps' heading and cards. */
const home = {
  hero: {
    tagline: 'Cloud studio for autonomous driving',
    welcome: 'Welcome, <0>{{name}}</0>',
    welcomeBack: 'Welcome back, <0>{{name}}</0>',
    title: 'Build, verify and run <0>autonomous driving</0> software.',
    signIn: 'Sign in',
    createAccount: 'Create an account',
    openIde: 'Open ADS IDE',
    manageProjects: 'Manage projects',
    countSignedIn_one: '<0>{{count}}</0> of {{total}} app open to your account',
    countSignedIn_other: '<0>{{count}}</0> of {{total}} apps open to your account',
    countVisitor_one: '<0>{{count}}</0> of {{total}} app open once you sign in',
    countVisitor_other: '<0>{{count}}</0> of {{total}} apps open once you sign in',
  },
  steps: {
    title: 'Get started in three steps',
    pc: {
      title: 'Register a PC',
      text: 'Run the agent on a workstation or vehicle computer with its token.',
    },
    project: {
      title: 'Create a project',
      text: 'Group the vehicle and the PCs you develop and test on.',
    },
    modules: {
      title: 'Launch modules',
      text: 'Install and run perception, localisation, planning and control from ADS IDE.',
    },
  },
  apps: {
    title: 'Apps',
    subtitle: 'Everything for developing, verifying and operating autonomous-driving software.',
  },
  card: { open: 'Open', signIn: 'Sign in to open', signUp: 'Sign up to open' },
};
export default home;
