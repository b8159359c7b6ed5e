/** The operator page (pages/operator). */
const operator = {
  title: 'Service status',
  lastChecked: 'Last checked {{time}} · every {{seconds}} s',
  checking: 'Checking the services…',
  checkNow: 'Check now',
  allUp: 'The studio is running: the API and the file service answer normally.',
  someDown: 'Some services are not answering. We are looking into it.',
  services: {
    api: {
      name: 'API',
      description: 'Accounts, projects, PCs, notices and every other backend call.',
    },
    files: {
      name: 'File service',
      description: 'Images, data categories and, later, driving-data files.',
    },
    realtime: {
      name: 'Realtime',
      description: 'The live channel between the browser and the agents on PCs and vehicles.',
    },
  },
  state: {
    up: 'Up',
    down: 'Down',
    unavailable: 'Not available yet',
    checking: 'Checking…',
  },
  facts: {
    responseTime: 'Response time',
    database: 'Database',
    embedded: 'PGlite (embedded)',
    version: 'Version',
    categories: 'Categories',
    loaded: '{{count}} loaded',
    failed: 'failed',
    image: 'Image <0>{{name}}</0>',
    loadedIn: 'loaded in {{took}}',
    channel: 'Channel',
    ms: '{{value}} ms',
  },
  notes: {
    image: 'The image could not be loaded.',
    realtime:
      'The live channel to PCs and vehicles arrives with the realtime update; nothing to check yet.',
  },
};
export default operator;
