// Sends a print job to a label printer over raw TCP (Zebra's port 9100: the bytes are the job), within a
// time limit: connecting, writing and the printer closing or accepting the end of the stream. A printer that is
// off, unplugged or busy fails the job in words; it never holds up the check-in that asked for it.
import { createConnection } from 'node:net';

/** How long a print job may take before it is given up (connect and send). */
export const PRINT_TIMEOUT_MS = 4000;

export class PrintFailed extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PrintFailed';
  }
}

export function sendToPrinter(host: string, port: number, job: string, timeoutMs = PRINT_TIMEOUT_MS): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = createConnection({ host, port });
    let settled = false;
    const finish = (error?: Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      if (error) reject(error);
      else resolve();
    };
    const timer = setTimeout(() => finish(new PrintFailed(`The printer at ${host}:${port} did not answer within ${Math.round(timeoutMs / 1000)} seconds.`)), timeoutMs);
    socket.on('error', (e: NodeJS.ErrnoException) => {
      const why = e.code === 'ECONNREFUSED' ? 'refused the connection (is it on?)' : e.code === 'ENOTFOUND' ? 'could not be found' : `could not be reached (${e.code ?? e.message})`;
      finish(new PrintFailed(`The printer at ${host}:${port} ${why}.`));
    });
    socket.on('connect', () => {
      // Everything written and our end closed: the printer has the job.
      socket.end(job, 'utf8', () => finish());
    });
  });
}
