/** The static pages (pages/static): terms, privacy and the contact form. */
const staticPages = {
  backHome: 'Back to home',
  effective: 'Effective {{date}}',
  contents: 'Contents',
  questions: 'Questions about this document? Write to us through the <0>contact form</0>.',
  contact: {
    title: 'Contact us',
    subtitle:
      'Questions about ADS Studio, access for your team, or feedback — we read every message.',
    helpWith: 'We can help with',
    topics: [
      'Access for your team or an education class',
      'Connecting your vehicles and PCs',
      'Benchmarks, datasets and partnerships',
      'Privacy requests about your data',
    ],
    answer:
      'We answer by e-mail, usually within two business days. Signed-in users can also browse the <0>FAQ</0>.',
    sent: 'Message sent',
    another: 'Send another message',
    home: 'Back to home',
    form: 'Contact form',
    notSent: 'Your message was not sent. {{reason}}',
    name: 'Name',
    email: 'E-mail',
    company: 'Company',
    optional: 'Optional',
    message: 'Message',
    messageHelp: 'What would you like to know or tell us?',
    sending: 'Sending…',
    send: 'Send message',
  },
  /** The terms of use of the studio. */
  terms: {
    title: 'Terms of use',
    effective: '2025-01-01',
    summary:
      'These terms govern your use of ADS Studio, a cloud studio of applications for developing, ' +
      'verifying and operating autonomous-driving software. By creating an account you accept them.',
    sections: [
      {
        heading: 'The service',
        paragraphs: [
          'ADS Studio gives you, in one place, an integrated development environment with a launcher and remote access to your PCs, driving-data management, HMI and fleet-monitoring views, education challenges, an AI benchmark, sensor calibration, an IP repository and an HD-map builder. Some applications are marked “Update soon” and become available over time.',
          'An agent that you run on your own PCs (workstations or vehicle computers) installs, runs and reports the software you choose from the studio.',
        ],
      },
      {
        heading: 'Accounts',
        items: [
          'You sign up with a verified e-mail address and must keep your password secret. You are responsible for what is done with your account.',
          'Guest accounts let you look around; they must sign up before using features that need a full account.',
          'Administrators may change an account’s role (for example to an education account) or deactivate it when these terms are broken.',
          'You may delete your account at any time; see the privacy policy for what is deleted.',
        ],
      },
      {
        heading: 'Your PCs, vehicles and safety',
        paragraphs: [
          'The studio is a development and verification tool. It does not make a vehicle safe to drive. Software you install or run on a vehicle from the studio, including tele-operated driving, must be tested and operated only in conditions you control and in line with the law and your organisation’s safety procedures, with a qualified safety driver or operator able to take over at all times.',
          'Keep PC tokens secret: anyone with a PC’s token can connect an agent as that PC. Delete a PC in the studio if its token may have leaked.',
        ],
      },
      {
        heading: 'Your content and driving data',
        items: [
          'You keep all rights to the code, projects and driving data you upload. You give us only the permission needed to store, process and show them to you and to those you share them with.',
          'You confirm that you may lawfully upload the data, including any images of people or licence plates it contains, and that you have informed or obtained consent from the people concerned where the law requires it.',
          'Do not upload malware, data you have no right to share, or personal data that is not needed for your work.',
        ],
      },
      {
        heading: 'Acceptable use',
        items: [
          'Do not try to access other users’ projects, PCs or data, or to get around role and access checks.',
          'Do not overload the service, probe it for vulnerabilities without written permission, or use automated sign-ups.',
          'Benchmark and challenge results must come from your own honest runs.',
        ],
      },
      {
        heading: 'Availability and changes',
        paragraphs: [
          'We work to keep the studio available and show the state of its services on the public status page (/operator), but we do not guarantee uninterrupted service. Planned maintenance and changes to these terms are announced on the Notice board in advance.',
        ],
      },
      {
        heading: 'Liability',
        paragraphs: [
          'The studio is provided as it is. To the extent the law allows, we are not liable for indirect damage, lost data you did not keep a copy of, or damage caused by software you chose to run on your PCs or vehicles. Nothing in these terms limits liability that cannot be limited by law.',
        ],
      },
      {
        heading: 'Ending the service',
        paragraphs: [
          'You may stop using the studio and delete your account at any time. We may suspend or end an account that seriously or repeatedly breaks these terms, after notice where possible.',
        ],
      },
      {
        heading: 'Governing law and contact',
        paragraphs: [
          'These terms are governed by the laws of the Republic of Korea. Questions about them go through the contact form on /contact.',
        ],
      },
    ],
  },
  /** The privacy policy, with the headings of a Korean PIPA processing policy. */
  privacy: {
    title: 'Privacy policy',
    effective: '2025-01-01',
    summary:
      'ADS Studio is a cloud studio for developing, verifying and operating autonomous-driving ' +
      'software. This policy explains which personal data the studio keeps, why, for how long, ' +
      'and what you can ask us to do with it.',
    sections: [
      {
        heading: 'Purposes of processing',
        paragraphs: ['We process personal data only for these purposes:'],
        items: [
          'Creating and running your account: sign-up with e-mail verification, sign-in, password changes and account deletion.',
          'Providing the studio: keeping your projects and registered PCs, connecting the agent on your PCs to your browser, and storing the driving data you upload.',
          'Answering inquiries and contact-form messages.',
          'Keeping the service secure: limiting repeated failed sign-ins and investigating abuse.',
        ],
      },
      {
        heading: 'Personal data we keep',
        items: [
          'Account: name, e-mail address, company (optional), a one-way hash of your password (argon2id; we never see or store the password itself), role and whether the account is active.',
          'Sign-in sessions: refresh tokens and when they were issued, so that a session can be ended or revoked.',
          'E-mail verification: the 6-digit code sent to your address and the number of tries.',
          'Projects and PCs: project titles and vehicle names, PC names, PC tokens, and when each PC’s agent was last online.',
          'Uploaded driving data: recordings (for example MCAP or rosbag files), images, point clouds and location traces you upload. They may show people or licence plates in public spaces.',
          'Messages: what you write in the inquiry and contact forms, with the name, e-mail and company you give there.',
          'Technical data: the IP address and time of requests, kept in server logs and rate-limit counters.',
          'Guest accounts hold no e-mail address or password, only a generated name and their sessions.',
        ],
      },
      {
        heading: 'Retention and deletion',
        items: [
          'Account, projects, PCs and uploaded data: while your account exists. When you delete your account (Account → Delete Account), the account, its projects, PCs, sessions and inquiries are deleted at once. Notices an administrator wrote keep the author’s name.',
          'E-mail verification codes: 10 minutes; a verified address waits at most one hour for its sign-up.',
          'Access tokens expire after 15 minutes and refresh tokens after 14 days.',
          'Contact-form messages: until the conversation is closed, and at most 3 years.',
          'Server logs: at most 90 days, unless needed longer to investigate a security incident.',
          'Rate-limit counters: 15 minutes to one hour, kept in memory only.',
          'Deleted data is removed from the database; backups that still contain it are overwritten on their normal rotation.',
        ],
      },
      {
        heading: 'Provision to third parties',
        paragraphs: [
          'We do not sell or give your personal data to third parties. We disclose it only when a law requires it, for example on a valid order from a court or investigative authority.',
          'Driving data you upload is visible to you and to the studio’s administrators. It is shared with others only where you choose to, for example when you submit results to a benchmark leaderboard.',
        ],
      },
      {
        heading: 'Processors we entrust',
        paragraphs: [
          'The studio runs on cloud infrastructure (servers, database, object storage for files) and sends e-mail through an SMTP provider. These providers process data only on our instructions and only to run the service. The operator of your installation can tell you which providers it uses.',
        ],
      },
      {
        heading: 'Your rights',
        items: [
          'See your account data in the studio’s account menu, and ask us through the contact form to correct anything that is wrong.',
          'Delete your account and the data that belongs to it (Account → Delete Account).',
          'Ask us, through the contact form, for a copy of your data, for a correction, or to stop a particular processing.',
          'We answer within 10 days. If you are not satisfied, you may complain to the data-protection authority of your country (in Korea, the Personal Information Protection Commission).',
        ],
      },
      {
        heading: 'Safety measures',
        items: [
          'Passwords are stored only as argon2id hashes.',
          'Production installations serve the studio over HTTPS, so traffic between your browser, the agent and the studio is encrypted in transit.',
          'Access is checked on the server for every request: you see only your own projects and PCs; administrators are few and every role change is made by a named account.',
          'Tokens are short-lived, rotated on every refresh, and a reused refresh token ends the whole session.',
        ],
      },
      {
        heading: 'Cookies and local storage',
        paragraphs: [
          'The studio does not use advertising or tracking cookies. Your browser’s local storage keeps your sign-in tokens, your account summary, the selected project and your light/dark preference. Signing out clears them.',
        ],
      },
      {
        heading: 'Privacy officer and contact',
        paragraphs: [
          'Questions, requests and complaints about personal data go to the studio’s privacy officer through the contact form on /contact. Please say that your message concerns privacy so that it reaches the right person.',
        ],
      },
      {
        heading: 'Changes to this policy',
        paragraphs: [
          'When this policy changes we publish the new version here with its effective date and announce important changes on the Notice board at least 7 days before they apply.',
        ],
      },
    ],
  },
};
export default staticPages;
