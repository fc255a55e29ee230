import { createServer, type Server } from 'node:net';

/** A minimal SMTP server that refuses the first `refuse` messages with a temporary error. */
export async function fakeSmtp(refuse = 0) {
  const messages: string[] = [];
  let refused = 0;
  const server: Server = createServer((socket) => {
    let buffer = '';
    let data: string[] | null = null;
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString();
      for (let at = buffer.indexOf('\r\n'); at >= 0; at = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, at);
        buffer = buffer.slice(at + 2);
        if (data) {
          if (line === '.') {
            messages.push(data.join('\n'));
            data = null;
            socket.write('250 queued\r\n');
          } else data.push(line);
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 fake\r\n');
        else if (verb === 'MAIL' && refused < refuse) {
          refused++;
          socket.write('451 try again later\r\n');
        } else if (verb === 'MAIL' || verb === 'RCPT' || verb === 'RSET' || verb === 'NOOP')
          socket.write('250 OK\r\n');
        else if (verb === 'DATA') {
          data = [];
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') {
          socket.write('221 bye\r\n');
          socket.end();
        } else socket.write('502 not implemented\r\n');
      }
    });
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  return { port, messages, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
