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


/** Bytes written as =XX (quoted-printable, or Q-encoding with `_` for a space) as UTF-8 text. */
function unquote(text: string, underscoreIsSpace: boolean): string {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char === '=' && /^[0-9A-Fa-f]{2}$/.test(text.slice(i + 1, i + 3))) {
      bytes.push(parseInt(text.slice(i + 1, i + 3), 16));
      i += 2;
    } else if (underscoreIsSpace && char === '_') bytes.push(0x20);
    else bytes.push(...Buffer.from(char, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** A header as a mail reader shows it: folded lines joined, RFC 2047 encoded words decoded. */
export function decodedHeaderOf(message: Received, name: string): string | undefined {
  const raw = headerOf(message, name);
  return raw
    ?.replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_, _charset: string, encoding: string, words: string) =>
      encoding.toUpperCase() === 'B' ? Buffer.from(words, 'base64').toString('utf8') : unquote(words, true),
    );
}

/** A single-part text message's body as a mail reader shows it (quoted-printable or base64 decoded). */
export function bodyOf(message: Received): string {
  const at = message.data.indexOf('\n\n');
  const body = message.data.slice(at + 2);
  const encoding = headerOf(message, 'Content-Transfer-Encoding')?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return unquote(body.replace(/=\n/g, ''), false);
  return body;
}
