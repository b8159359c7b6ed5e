import type { LegalDocument } from './legal-document';

/** The terms of use of the studio. */
export const TERMS_OF_USE: LegalDocument = {
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
};
