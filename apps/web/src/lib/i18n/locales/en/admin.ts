import { MESSAGES } from '@ads/contract';

/**
 * The admin pages that belong to no app: users (spec §6), apps per role (ADR 12) and the
 * basemap (ADR 29).
 */
const admin = {
  users: {
    title: 'Users',
    loading: 'Loading accounts…',
    count_one: '{{count}} account',
    count_other: '{{count}} accounts',
    superOnly: 'only a SUPER grants ADMIN or SUPER',
    search: 'Search users',
    searchPlaceholder: 'Name, e-mail or company',
    loadingUsers: 'Loading users',
    noMatch: 'No account matches "{{search}}".',
    none: 'No accounts to show.',
    columns: {
      id: 'ID',
      name: 'Name',
      email: 'E-mail',
      company: 'Company',
      role: 'Role',
      active: 'Active',
      guest: 'Guest',
      created: 'Created',
    },
    you: 'You',
    guest: 'Guest',
    no: 'No',
    roleOf: 'Role of {{name}}',
    activeOf: 'Active: {{name}}',
    updated: 'The user was updated.',
    ownRow: 'You cannot change your own role or status.',
    adminRow: 'Only a SUPER can change an administrator.',
  },
  apps: {
    title: 'Apps',
    subtitle:
      'Who sees which app. SUPER always sees every app; visitors who are not signed in see what guests see, and sign in first.',
    loading: 'Loading apps',
    table: 'Apps by role',
    columns: { app: 'App', visitors: 'Visitors (signed out)' },
    roles: {
      ALL: 'Guests (ALL)',
      EDU: 'Learners (EDU)',
      USER: 'Users (USER)',
      ADMIN: 'Admins (ADMIN)',
    },
    states: { enabled: 'Enabled', disabled: MESSAGES.updateSoon, hidden: 'Hidden' },
    notes: { signIn: 'Signs in first', signUp: 'Signs up first' },
    fixed: 'Always on: everyone lands here',
    forRole: '{{app}} for {{role}}',
    changed: 'Changed · default {{state}}',
    reset: "Reset to the spec's defaults",
    resetApp: "Reset {{app}} to the spec's defaults",
  },
  audit: {
    title: 'Changes',
    loading: 'Loading changes',
    columns: {
      when: 'When',
      who: 'Who',
      app: 'App',
      role: 'Role',
      before: 'Before',
      after: 'After',
    },
    none: "No changes yet: every app has the spec's defaults.",
    older: 'Show older changes',
  },
  basemap: {
    title: 'Basemap',
    subtitle:
      "The background under every map of the studio: HDMAP Builder, FMS, HMI and Data Management's route maps.",
    loading: 'Loading',
    now: 'Now:',
    nowLabel: 'Basemap now',
    form: 'Basemap setting',
    kindLegend: 'What the maps draw under their content',
    address: 'Address',
    addressHelp:
      'http(s), or a path on this studio. Browsers fetch it directly: it must allow this studio (CORS).',
    save: 'Save basemap',
    saved: 'The basemap was saved. Maps opened from now on draw it.',
    kinds: {
      none: {
        label: 'None: the offline background and grid',
        help: 'Nothing is fetched from the internet: maps show their content on a plain background with lines of latitude and longitude.',
      },
      style: {
        label: 'MapLibre style (vector or raster)',
        help: "The address of a style JSON, e.g. a self-hosted OpenMapTiles style or a vendor's style URL.",
      },
      raster: {
        label: 'Raster tiles (XYZ template)',
        help: 'A tile address with {z}, {x} and {y}, e.g. aerial imagery to see the road surface.',
      },
      pmtiles: {
        label: 'PMTiles archive (raster tiles)',
        help: 'One .pmtiles file read by range requests: from a file server, or served by this studio: put region.pmtiles in its DATA_DIR/basemap folder and give /basemap/region.pmtiles.',
      },
    },
    origin: {
      runtime: 'Set here by {{who}} on {{date}}: {{what}}.',
      build:
        'From this build of the web app ({{variable}}): {{what}}. Saving here replaces it without a new build.',
      noneSet: 'None, set here by {{who}} on {{date}}: the offline background and grid.',
      offline: 'None: the offline background and grid (no basemap was set here or in the build).',
      deleted: 'a deleted account',
    },
  },
};
export default admin;
