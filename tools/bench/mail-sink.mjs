// The benches' mail server: a real SMTP server (smtp-server) in a process of its own, so that the
// API sends its notices as it would in production and the CPU this takes is not counted as the
// load generator's. It reads each message whole and keeps nothing. Prints {"port"} once listening,
// {"messages"} (received so far) on SIGUSR2, and {"messages"} again when stopped (SIGTERM).
import { SMTPServer } from 'smtp-server';

let messages = 0;
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  // No reverse DNS lookup of each client: the API's own cost is what is measured.
  disableReverseLookup: true,
  onData(stream, _session, callback) {
    stream.on('end', () => {
      messages += 1;
      callback();
    });
    stream.resume();
  },
});

server.listen(0, '127.0.0.1', () => {
  const address = /** @type {import('node:net').AddressInfo} */ (server.server.address());
  console.log(JSON.stringify({ port: address.port }));
});

process.on('SIGUSR2', () => console.log(JSON.stringify({ messages })));

process.on('SIGTERM', () => {
  console.log(JSON.stringify({ messages }));
  server.close(() => process.exit(0));
});
