// A real SMTP server on loopback for the browser tests, with a small HTTP side door that hands
// a test the newest verification code mailed to an address.
import http from 'node:http';
import { SMTPServer } from 'smtp-server';

const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 2526);
const httpPort = Number(process.env.E2E_INBOX_PORT ?? 2527);
const mails = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      for (const rcpt of session.envelope.rcptTo)
        mails.push({ to: rcpt.address.toLowerCase(), raw });
      callback();
    });
  },
});
smtp.listen(smtpPort, '127.0.0.1');

const codeFor = (to) =>
  mails
    .filter((mail) => mail.to === to)
    .map((mail) => mail.raw.match(/verification code is (\d{6})/)?.[1])
    .filter(Boolean)
    .at(-1);

http
  .createServer(async (req, res) => {
    const url = new URL(req.url, 'http://inbox');
    if (url.pathname === '/health') return res.end('ok');
    if (url.pathname === '/code') {
      const to = (url.searchParams.get('to') ?? '').toLowerCase();
      const deadline = Date.now() + 10_000;
      while (!codeFor(to) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      const code = codeFor(to);
      res.statusCode = code ? 200 : 404;
      return res.end(JSON.stringify({ code: code ?? null }));
    }
    if (url.pathname === '/count') {
      const to = (url.searchParams.get('to') ?? '').toLowerCase();
      return res.end(JSON.stringify({ count: mails.filter((mail) => mail.to === to).length }));
    }
    res.statusCode = 404;
    res.end();
  })
  .listen(httpPort, '127.0.0.1');
