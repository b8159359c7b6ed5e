/** The project pages (pages/project): projects, their PCs and members. */
const project = {
  projects: {
    title: 'Projects',
    description:
      "A project groups the PCs that run one vehicle's software. Register a PC, start its agent, then attach it to a project.",
    new: 'New project',
    emptyTitle: 'No projects yet',
    emptyText:
      'Create a project for each vehicle you work on, then attach the PCs that run its software.',
    confirmDelete:
      'Delete the project "{{title}}"? Its PCs stay registered and can join another project.',
  },
  card: {
    current: 'Current',
    noVehicle: 'No vehicle set',
    pcs: 'PCs',
    pcsOnline: 'PCs · {{online}} of {{total}} online',
    noPc: 'No PC in this project yet. Attach one so its software runs for this vehicle.',
    pcsIn: 'PCs in {{title}}',
    detach: 'Detach',
    detachLabel: 'Detach {{name}}',
    menu: 'Actions for {{title}}',
    rename: 'Rename',
  },
  attach: {
    registerFirst: 'Register a PC first, under My PCs.',
    allIn: 'Every PC of yours is in this project.',
    label: 'Attach a PC to {{title}}',
    button: 'Attach PC',
  },
  form: {
    newTitle: 'New project',
    renameTitle: 'Rename project',
    title: 'Title',
    vehicle: 'Vehicle',
    vehicleHelp: 'The vehicle or platform, e.g. Ioniq 5 test car',
    create: 'Create',
  },
  online: 'Online',
  offline: 'Offline',
  pcs: {
    title: 'My PCs',
    description:
      "Each PC runs an agent that installs and runs the driving software. Start it with the command on the PC's card.",
    register: 'Register PC',
    emptyTitle: 'No PCs registered',
    emptyText:
      'Register the workstation or vehicle computer that will run the software. You then get the one command that starts its agent there.',
    confirmDelete:
      'Delete the PC "{{name}}"? Its agent can no longer connect and it leaves every project it is in.',
  },
  pc: {
    registered: 'Registered {{date}}',
    delete: 'Delete PC',
    deleteLabel: 'Delete {{name}}',
    run: 'Run this on the PC to start its agent:',
    noCar: 'No car? Add <0>--vehicle sim</0> for a simulated one to try FMS and HMI.',
    notInProject: 'Not in a project yet.',
    in: 'In',
    agentConnected: 'Agent connected',
    lastSeen: 'Last seen {{time}}',
    neverConnected: 'Agent never connected',
    justNow: 'just now',
    agentOnline: '{{name}} agent online',
    agentOffline: '{{name}} agent offline',
  },
  register: {
    title: 'Register a PC',
    text: 'Name the workstation or vehicle computer that will run the software. Its agent signs in with the token below, so keep the token private.',
    name: 'PC name',
    nameHelp: 'For example: Vehicle 01 or Lab workstation',
    token: 'Token',
    minting: 'Minting a token…',
    tokenHelp: 'Minted for this PC by the studio.',
    submit: 'Register',
  },
};
export default project;
