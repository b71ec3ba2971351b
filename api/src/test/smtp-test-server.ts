import { simpleParser, type ParsedMail } from 'mailparser';
import net from 'node:net';
import { SMTPServer, type SMTPServerError } from 'smtp-server';

export interface TestSmtpServer {
  /** `smtp://127.0.0.1:<port>` for the app's SMTP_URL. */
  url: string;
  port: number;
  /** Every message it accepted, parsed, in order. */
  received: ParsedMail[];
  /** While set, every connection is refused with this temporary reply (421): "try again later". */
  refuseConnections: (refuse: boolean) => void;
  /** Recipients this server has no mailbox for (a permanent 550 refusal). */
  unknownRecipients: Set<string>;
  close: () => Promise<void>;
}

/** A free loopback port (for a server that is down now and starts there later). */
export async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

const smtpError = (message: string, responseCode: number): SMTPServerError =>
  Object.assign(new Error(message), { responseCode });

/**
 * A real SMTP server on loopback (npm `smtp-server`) that parses what it receives: the outbox's
 * emails travel over a real SMTP conversation in the tests, through nodemailer, as in production.
 */
export async function startSmtpServer(
  options: { port?: number; delayMs?: number } = {},
): Promise<TestSmtpServer> {
  const received: ParsedMail[] = [];
  const unknownRecipients = new Set<string>();
  let refusing = false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onConnect: (_session, callback) =>
      callback(refusing ? smtpError('Service not available, try again later', 421) : null),
    onRcptTo: (address, _session, callback) =>
      callback(unknownRecipients.has(address.address) ? smtpError('No such user here', 550) : null),
    onData: (stream, _session, callback) => {
      simpleParser(stream)
        .then(async (mail) => {
          if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
          received.push(mail);
          callback();
        })
        .catch((error: unknown) => callback(error as Error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const port = (server.server.address() as net.AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    received,
    unknownRecipients,
    refuseConnections: (refuse) => {
      refusing = refuse;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
