// Just enough of an SMTP server for tests to read what a family would receive through SMTP_URL.
import { createServer, type Server } from 'node:net';

export interface Received { from: string; to: string[]; data: string }

/** A header of a received message as a mail reader shows it: folded lines joined (RFC 5322 §2.2.3). */
export function headerOf(message: Received, name: string): string | undefined {
  const head = message.data.split('\n\n', 1)[0].replace(/\n(?=[ \t])/g, '');
  return head.split('\n').find((line) => line.toLowerCase().startsWith(`${name.toLowerCase()}: `))?.slice(name.length + 2);
}

/** Just enough SMTP (RFC 5321) to accept messages: no TLS, no auth. */
export function startSmtpServer(): Promise<{ server: Server; port: number; messages: Received[] }> {
  const messages: Received[] = [];
  const server = createServer((socket) => {
    let buffer = '';
    let current: Received = { from: '', to: [], data: '' };
    let inData = false;
    // A client killed mid-conversation resets its connection; the server carries on.
    socket.on('error', () => socket.destroy());
    socket.write('220 test.local ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let eol: number;
      while ((eol = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            messages.push(current);
            current = { from: '', to: [], data: '' };
            socket.write('250 OK queued\r\n');
          } else current.data += (line.startsWith('..') ? line.slice(1) : line) + '\n';
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250-test.local\r\n250 8BITMIME\r\n');
        else if (verb === 'MAIL') {
          current.from = line.slice(10).trim();
          socket.write('250 OK\r\n');
        } else if (verb === 'RCPT') {
          current.to.push(line.slice(8).trim());
          socket.write('250 OK\r\n');
        } else if (verb === 'DATA') {
          inData = true;
          socket.write('354 End data with <CR><LF>.<CR><LF>\r\n');
        } else if (verb === 'QUIT') socket.end('221 Bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, port: (server.address() as { port: number }).port, messages })));
}

