import { MESSAGES } from '@ads/contract';

/** Words many screens share, and the spec's messages of the HTTP layer (spec §8). */
const common = {
  actions: {
    cancel: 'Cancel',
    ok: 'OK',
    confirm: 'Confirm',
    close: 'Close',
    save: 'Save',
    delete: 'Delete',
    retry: 'Try again',
    copy: 'Copy',
    copied: 'Copied',
    backHome: 'Back to Home',
  },
  state: {
    loading: 'Loading',
    loadingPage: 'Loading page',
    somethingWrong: 'Something went wrong.',
    yes: 'Yes',
    no: 'No',
  },
  language: {
    label: 'Language',
    /** Each language's name in that language: a reader of the other finds theirs. */
    en: 'English',
    ko: '한국어',
    notSaved: 'The language was not saved for your account: {{reason}}',
  },
  messages: {
    networkError: MESSAGES.networkError,
    unauthenticated: MESSAGES.unauthenticated,
    authNetworkError: MESSAGES.authNetworkError,
    updateSoon: MESSAGES.updateSoon,
  },
  footer: { contact: 'Contact', privacy: 'Privacy policy', terms: 'Terms of use' },
  command: {
    copied: 'The command was copied.',
    selected: 'The command is selected: press Ctrl+C (⌘C on a Mac) to copy it.',
    copyLabel: 'Copy the {{label}}',
  },
  notFound: {
    code: 'Error 404',
    title: 'Page not found',
    text: 'There is no page at <0>{{path}}</0>. It may have moved, or the address may be mistyped.',
    home: 'Go to home',
    help: 'Need help?',
    contact: 'Contact us',
  },
  chunkTimeout: 'Loading the page took longer than {{seconds}} s.',
};
export default common;
