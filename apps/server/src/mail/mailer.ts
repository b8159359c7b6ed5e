import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): void;
}

/** Sends over SMTP when a URL is given; otherwise prints each mail so a developer can read it. */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  print?: (line: string) => void;
}): Mailer {
  if (!options.smtpUrl) {
    const print = options.print ?? ((line: string) => console.log(line));
    return {
      async send(mail) {
        print(`[mail] to ${mail.to}: ${mail.subject}\n${mail.text}`);
      },
      close() {},
    };
  }
  const transport = nodemailer.createTransport(options.smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({ from: options.from, ...mail });
    },
    close() {
      transport.close();
    },
  };
}
